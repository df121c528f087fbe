import * as React from "react";
import { useLocation } from "react-router";
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { EyeOff, BellRing } from "lucide-react";
import { NOTIFICATION_TYPES, type NotificationPreferences, type NotificationType } from "@shared/schemas/notifications";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, errorMessage, useApiMutation } from "@web/lib/api";
import { useApiQuery } from "@web/lib/api-query";
import { useAuth } from "@web/lib/session";
import { useTeams } from "@web/lib/use-teams";
import { spoilerShieldKey } from "@web/lib/use-spoiler-shield";
import { usePreferences, useSavePreferences } from "../api/notifications";
import { AlertSettingsSection } from "./alert-settings-section";
import { disablePush, enablePush, pushEnabledHere, pushSupported } from "../api/push";

/** What the preferences screen calls each kind. */
const TYPE_LABELS: Record<NotificationType, MessageDescriptor> = {
  friend_request: msg`Friend requests`,
  friend_accepted: msg`Accepted friend requests`,
  join_request: msg`Requests to join your communities`,
  join_approved: msg`Approved join requests`,
  event_rsvp: msg`RSVPs to your events`,
  post_like: msg`Likes on your posts`,
  post_comment: msg`Comments on your posts`,
  event_reminder: msg`Event reminders (one hour before)`,
  game_start: msg`Your teams' games starting`,
  game_final: msg`Your teams' final scores`,
  game_update: msg`Scores and moments of games you follow`,
  waitlist_promoted: msg`A place frees up at an event you wait for`,
  event_updated: msg`Changes to events you're going to`,
  content_removed: msg`Moderators removing your posts or comments`,
  now_in_charge: msg`A community or event passing to you when its creator leaves`,
  event_cancelled: msg`Events you might go to being cancelled`,
};

function PushSwitch() {
  const [on, setOn] = React.useState<boolean | null>(null);
  const [busy, setBusy] = React.useState(false);
  const supported = pushSupported();
  React.useEffect(() => {
    if (!supported) return;
    void pushEnabledHere()
      .then(setOn)
      .catch(() => setOn(false));
  }, [supported]);

  const change = async (next: boolean) => {
    setBusy(true);
    try {
      if (next) {
        const res = await enablePush();
        if (res === "denied") {
          toast({
            variant: "destructive",
            title: t`Notifications are blocked`,
            description: t`Allow notifications for FanZone in your browser's site settings, then try again.`,
          });
          setOn(false);
          return;
        }
      } else await disablePush();
      setOn(next);
    } catch (err) {
      toast({
        variant: "destructive",
        title: t`Error`,
        description: errorMessage(err, t`Push could not be changed`),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor="push-switch" className="font-medium">
          <Trans>Push notifications on this device</Trans>
        </label>
        <p className="text-sm text-muted-foreground">
          {supported ? (
            <Trans>Hear about requests, comments and your teams' games when FanZone is closed.</Trans>
          ) : (
            <Trans>
              This browser cannot receive push notifications. Install FanZone or use a browser that supports them.
            </Trans>
          )}
        </p>
      </div>
      <Switch
        id="push-switch"
        checked={on ?? false}
        disabled={!supported || busy || on === null}
        onCheckedChange={(v) => void change(v)}
      />
    </div>
  );
}

function SpoilerShieldSection({ favoriteTeams }: { favoriteTeams: number[] }) {
  const { t: tr } = useLingui();
  const teams = useTeams({ enabled: favoriteTeams.length > 0 });
  const shield = useApiQuery({ queryKey: spoilerShieldKey });
  const save = useApiMutation({
    mutationFn: (teamIds: number[]) => apiRequest("PUT", "/api/users/me/spoiler-shield", { teamIds }),
    onError: (err) =>
      toast({ variant: "destructive", title: t`Error`, description: errorMessage(err, t`Could not save`) }),
  });
  const shielded = new Set(save.isPending ? (save.variables ?? []) : (shield.data?.teamIds ?? []));
  const byId = new Map((teams.data ?? []).map((t) => [t.id, t]));
  return (
    <section aria-labelledby="spoiler-heading" className="grid gap-3">
      <div>
        <h3 id="spoiler-heading" className="flex items-center gap-2 font-semibold">
          <EyeOff className="h-4 w-4" aria-hidden="true" /> <Trans>Spoiler shield</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>Watching later? Hide a team's scores everywhere in FanZone until you tap to reveal them.</Trans>
        </p>
      </div>
      {favoriteTeams.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Pick favourite teams above to hide their scores.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {favoriteTeams.map((id) => {
            const team = byId.get(id);
            const name = team ? team.name : tr`Team ${id}`;
            return (
              <li key={id} className="flex items-center justify-between gap-3">
                <label htmlFor={`shield-${id}`} className="min-w-0 truncate text-sm">
                  {name}
                </label>
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  <Trans>Hide scores</Trans>
                  <Switch
                    id={`shield-${id}`}
                    aria-label={tr`Hide scores of ${name}`}
                    checked={shielded.has(id)}
                    disabled={shield.isPending}
                    onCheckedChange={(on) => {
                      const next = new Set(shielded);
                      if (on) next.add(id);
                      else next.delete(id);
                      save.mutate([...next]);
                    }}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * The preferences as shown (what is being saved, else what was read) and a save of a new set:
 * one mutation for every switch of the card, so one change never sends a set without another.
 */
function usePreferencesEditor() {
  const prefs = usePreferences();
  const save = useSavePreferences();
  const current: NotificationPreferences | undefined = save.isPending ? save.variables : prefs.data;
  return { current, save: (next: NotificationPreferences) => save.mutate(next) };
}
type PreferencesEditor = ReturnType<typeof usePreferencesEditor>;

/** Event reminders also come by email, a day ahead: beside push, with the other ways of hearing. */
function ReminderEmailSwitch({ current, save }: PreferencesEditor) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor="reminder-email-switch" className="font-medium">
          <Trans>Event reminder emails</Trans>
        </label>
        <p className="text-sm text-muted-foreground">
          <Trans>An email the day before each event you're going to.</Trans>
        </p>
      </div>
      <Switch
        id="reminder-email-switch"
        checked={current?.event_reminder.email ?? false}
        disabled={!current}
        onCheckedChange={(email) =>
          current && save({ ...current, event_reminder: { ...current.event_reminder, email } })
        }
      />
    </div>
  );
}

function PreferencesSection({ current, save }: PreferencesEditor) {
  const { t: tr, i18n } = useLingui();
  if (!current) return null;
  const set = (type: keyof NotificationPreferences, channel: "inApp" | "push", value: boolean) =>
    save({ ...current, [type]: { ...current[type], [channel]: value } });
  return (
    <section aria-labelledby="prefs-heading" className="grid gap-2">
      <h3 id="prefs-heading" className="font-semibold">
        <Trans>What you hear about</Trans>
      </h3>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-4 gap-y-2 text-sm">
        <span aria-hidden="true" />
        <span className="text-xs font-medium text-muted-foreground">
          <Trans>In app</Trans>
        </span>
        <span className="text-xs font-medium text-muted-foreground">
          <Trans>Push</Trans>
        </span>
        {NOTIFICATION_TYPES.map((type) => {
          const label = i18n._(TYPE_LABELS[type]);
          return (
            <React.Fragment key={type}>
              <span>{label}</span>
              <Switch
                aria-label={tr`${label} in the app`}
                checked={current[type].inApp}
                onCheckedChange={(v) => set(type, "inApp", v)}
              />
              <Switch
                aria-label={tr`${label} as push notifications`}
                checked={current[type].push}
                onCheckedChange={(v) => set(type, "push", v)}
              />
            </React.Fragment>
          );
        })}
      </div>
    </section>
  );
}

/**
 * The profile's notifications card (`#notifications`): push on this device and reminder emails,
 * the spoiler shield, and per-kind preferences.
 */
export function NotificationSettings() {
  const { user } = useAuth();
  const { hash } = useLocation();
  const editor = usePreferencesEditor();
  const loaded = editor.current !== undefined;
  // /profile#notifications (the unsubscribe page links here): the card exists only once the
  // page has loaded, so the browser's own jump to the anchor finds nothing; scrolled to here,
  // once its preferences are drawn (the card is at its full height then).
  React.useEffect(() => {
    if (hash === "#notifications" && loaded) document.getElementById("notifications")?.scrollIntoView();
  }, [hash, loaded]);
  if (!user) return null;
  return (
    <Card id="notifications" className="scroll-mt-16">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="h-5 w-5" aria-hidden="true" /> <Trans>Notifications</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-4">
          <PushSwitch />
          <ReminderEmailSwitch {...editor} />
        </div>
        <SpoilerShieldSection favoriteTeams={user.favoriteTeams} />
        <AlertSettingsSection />
        <PreferencesSection {...editor} />
      </CardContent>
    </Card>
  );
}
