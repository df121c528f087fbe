import { Link, Outlet } from "react-router";
import { Trophy } from "lucide-react";
import { LanguageMenu } from "@web/components/language-menu";
import { RouteBoundary } from "./route-boundary";

/** Centered card layout of the sign-in, registration and password screens, with the language menu. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-br from-primary/10 via-background to-background px-4 py-10">
      <div className="mb-6 flex w-full max-w-md items-center justify-between gap-4">
        <Link to="/login" className="flex items-center gap-2 text-2xl font-bold text-primary">
          <Trophy className="h-7 w-7" aria-hidden="true" />
          FanZone
        </Link>
        <LanguageMenu />
      </div>
      <main className="w-full max-w-md">
        <RouteBoundary>
          <Outlet />
        </RouteBoundary>
      </main>
    </div>
  );
}
