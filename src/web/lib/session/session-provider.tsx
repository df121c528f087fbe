import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LoginInput, RegisterInput } from "@shared/schemas/auth";
import type { PublicUser } from "@shared/schemas/user";
import { sessionRead } from "@shared/first-screen/session-read";
import { ApiError, apiRequest, getQueryFn } from "../api";
import { clearStoredUser, readStoredUser, storeUser } from "./stored-user";

export interface SessionValue {
  user: PublicUser | null;
  /** True until the first server check has finished. */
  isLoading: boolean;
  /** True when the user comes from the local copy because the server was unreachable. */
  isOfflineCopy: boolean;
  login(input: LoginInput): Promise<PublicUser>;
  register(input: RegisterInput): Promise<PublicUser>;
  logout(): Promise<void>;
  /** Replaces the user after a profile update. */
  setUser(user: PublicUser): void;
}

const SessionContext = React.createContext<SessionValue | null>(null);

/** Session rules of SPEC §4: server check, local copy on network errors, cleared on 'not ok'. */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const qc = useQueryClient();
  const [user, setUserState] = React.useState<PublicUser | null>(null);
  const [isLoading, setLoading] = React.useState(true);
  const [isOfflineCopy, setOfflineCopy] = React.useState(false);

  const setUser = React.useCallback((u: PublicUser) => {
    storeUser(u);
    setUserState(u);
    setOfflineCopy(false);
  }, []);

  const clear = React.useCallback(() => {
    clearStoredUser();
    setUserState(null);
    setOfflineCopy(false);
  }, []);

  React.useEffect(() => {
    let cancelled = false;
    // The answer swaps the loading shell for the whole signed-in screen: as a transition, React
    // renders it in slices and yields to the browser between them (total blocking time,
    // docs/decisions/0610), and keeps the shell painted until the screen is ready.
    const settle = (apply: () => void) => {
      if (cancelled) return;
      React.startTransition(() => {
        apply();
        setLoading(false);
      });
    };
    // The page's answer when the server wrote one (lib/first-screen.ts), else the server's: fetched
    // here, not by whatever default the provider's query client was given.
    qc.ensureQueryData<{ user: PublicUser }>({ ...sessionRead, queryFn: getQueryFn({ on401: "throw" }) }).then(
      (res) => settle(() => setUser(res.user)),
      (err: unknown) =>
        settle(() => {
          if (err instanceof ApiError) {
            clear();
          } else {
            // Network error: fall back to the stored copy (discarded when unreadable).
            const stored = readStoredUser();
            setUserState(stored);
            setOfflineCopy(stored !== null);
          }
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [setUser, clear, qc]);

  const value = React.useMemo<SessionValue>(
    () => ({
      user,
      isLoading,
      isOfflineCopy,
      setUser,
      async login(input) {
        const res = await apiRequest("POST", "/api/auth/login", input);
        qc.clear();
        setUser(res.user);
        return res.user;
      },
      async register(input) {
        const res = await apiRequest("POST", "/api/auth/register", input);
        qc.clear();
        setUser(res.user);
        return res.user;
      },
      async logout() {
        try {
          await apiRequest("POST", "/api/auth/logout");
        } catch (err) {
          console.error("Logout failed", err);
        } finally {
          clear();
          qc.clear();
          window.dispatchEvent(new Event("fanzone:signed-out"));
        }
      },
    }),
    [user, isLoading, isOfflineCopy, setUser, clear, qc],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAuth(): SessionValue {
  const ctx = React.useContext(SessionContext);
  if (!ctx) throw new Error("useAuth must be used within a SessionProvider");
  return ctx;
}

const noBrowser = () => Promise.reject(new Error("No session can change where there is no browser"));

/**
 * A session that is fixed facts, for drawing without a browser (src/web/first-screen-renderer.tsx, where
 * the server has already checked the cookie): nothing signs in or out there.
 */
export function FixedSession({ user, children }: { user: PublicUser | null; children: React.ReactNode }) {
  const value = React.useMemo<SessionValue>(
    () => ({
      user,
      isLoading: false,
      isOfflineCopy: false,
      login: noBrowser,
      register: noBrowser,
      logout: noBrowser,
      setUser: () => {},
    }),
    [user],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
