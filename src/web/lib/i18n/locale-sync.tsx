import * as React from "react";
import { apiRequest } from "../api";
import type { ApiBody } from "../api-types";
import { useAuth } from "../session";
import { activateLocale } from "./i18n";
import { browserTimeZone, chosenLocale, currentLocale, rememberChosenLocale } from "./locale-preference";

/**
 * Keeps the shown language in step with the account (rendered once, inside the session):
 *  - an account's chosen language wins, and becomes this browser's choice too (so the page
 *    stays in it after signing out);
 *  - an account that never chose takes the language picked in a menu of this browser, and one
 *    without a time zone takes the browser's (accounts older than both settings): both saved
 *    once, so notifications built on the server speak and tell time as the fan does.
 */
export function LocaleSync() {
  const { user, setUser, isOfflineCopy } = useAuth();
  const locale = user?.locale ?? null;
  const hasZone = Boolean(user?.timeZone);
  const userId = user?.id ?? null;

  React.useEffect(() => {
    if (locale === null) return;
    rememberChosenLocale(locale);
    if (locale !== currentLocale()) void activateLocale(locale);
  }, [locale]);

  React.useEffect(() => {
    if (userId === null || isOfflineCopy) return;
    const patch: ApiBody<"/api/users/me", "PATCH"> = {};
    const chosen = chosenLocale();
    if (locale === null && chosen) patch.locale = chosen;
    const zone = hasZone ? null : browserTimeZone();
    if (zone) patch.timeZone = zone;
    if (Object.keys(patch).length === 0) return;
    let cancelled = false;
    apiRequest("PATCH", "/api/users/me", patch).then(
      (updated) => {
        if (!cancelled) setUser(updated);
      },
      // Not worth a message: the settings stay as they were and are offered in the profile.
      (err: unknown) => console.warn("Could not save the language or time zone", err),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, locale, hasZone, isOfflineCopy, setUser]);

  return null;
}
