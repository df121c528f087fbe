// Toast store (SPEC §9): at most one toast at a time; a dismissed toast is removed after
// TOAST_REMOVE_DELAY_MS. Callable from anywhere, including outside React.
import * as React from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@shared/limits";

export interface ToastData {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: "default" | "destructive";
  open: boolean;
}
type ToastInput = Omit<ToastData, "id" | "open">;

let state: ToastData[] = [];
const listeners = new Set<(s: ToastData[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastData[]) {
  state = next;
  for (const l of listeners) l(state);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(state.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismiss(id?: string) {
  for (const t of state) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(state.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

// Whether any toast was raised yet: the Toaster (and its Radix code) mounts only then, keeping
// that work out of the first screen's start-up (docs/decisions/0610-fast-first-paint.md).
let requested = false;
const requestListeners = new Set<() => void>();

/** False until the first toast is raised (and always while prerendering or hydrating). */
export function useToastRequested(): boolean {
  return React.useSyncExternalStore(
    (l) => {
      requestListeners.add(l);
      return () => requestListeners.delete(l);
    },
    () => requested,
    () => false,
  );
}

export function toast(input: ToastInput) {
  const id = String(++counter);
  if (!requested) {
    requested = true;
    for (const l of requestListeners) l();
  }
  emit([{ ...input, id, open: true }, ...state].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function useToast() {
  const [toasts, setToasts] = React.useState(state);
  React.useEffect(() => {
    listeners.add(setToasts);
    // A toast raised between this render and the subscription (e.g. by a page's effect in the
    // same commit, or before a lazily loaded Toaster mounted) would otherwise be missed.
    setToasts(state);
    return () => {
      listeners.delete(setToasts);
    };
  }, []);
  return { toasts, toast, dismiss };
}
