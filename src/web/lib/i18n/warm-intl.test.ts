// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "@web/test/users";
import { USER_STORAGE_KEY } from "../session/stored-user";
import { warmIntl } from "./warm-intl";

const storedUser = (timeZone: string) => ({ ...testUser, locale: "fr", timeZone });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("warmIntl", () => {
  it("builds each Intl service in a task of its own, never in the caller's, in the viewer's zone", async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(storedUser("Asia/Tokyo")));
    // Which task each service is first built in: a task is a timer's callback.
    let task = 0;
    const realSetTimeout = window.setTimeout;
    vi.spyOn(window, "setTimeout").mockImplementation(((fn: () => void) =>
      realSetTimeout(() => {
        task += 1;
        fn();
      }, 0)) as typeof window.setTimeout);
    const builtIn: Record<string, number> = {};
    for (const name of ["NumberFormat", "DateTimeFormat", "RelativeTimeFormat"] as const) {
      const Real = Intl[name];
      vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
        builtIn[name] ??= task;
        return Reflect.construct(Real, args) as never;
      } as never);
    }
    const done = warmIntl("fr");
    expect(builtIn).toEqual({});
    await done;
    expect(builtIn).toEqual({ NumberFormat: 1, DateTimeFormat: 2, RelativeTimeFormat: 3 });
    expect(Intl.DateTimeFormat).toHaveBeenCalledWith("fr", expect.objectContaining({ timeZone: "Asia/Tokyo" }));
  });

  it("finishes when the stored zone is one this runtime does not know", async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(storedUser("Mars/Olympus_Mons")));
    await expect(warmIntl("es")).resolves.toBeUndefined();
  });
});
