import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@shared/i18n/locales";
import { wallClockValue } from "@shared/i18n/zoned-time";
import {
  eventFormSchema,
  isFutureDate,
  toCreateEventInput,
  withVenueDate,
  type EventFormValues,
  type FanEvent,
} from "@shared/schemas/events";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { CreateDialogFooter } from "@web/components/create-dialog-footer";
import { FormField } from "@web/components/form-field";
import { SportOptions } from "@web/components/sport-options";
import { SwitchField } from "@web/components/switch-field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { formatDateTime } from "@web/lib/i18n/time-format";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import { useAuth } from "@web/lib/session";
import { useCommunityOptions, useWatchableGames } from "../api/form-options";
import { useCreateEvent } from "../api/mutations";
import { VenueDateTimeFields } from "./venue-date-time-fields";

const formSchema = withVenueDate(eventFormSchema);

/** A new event's venue is first taken to be in the organiser's own zone (their profile's). */
const emptyForm = (timeZone: string, communityId?: number): EventFormValues => ({
  title: "",
  description: "",
  sport: "",
  location: "",
  eventDate: "",
  timeZone,
  maxAttendees: "",
  communityId: communityId ? String(communityId) : "",
  isPublic: true,
  gameId: "",
});

export function CreateEventDialog({
  open,
  onOpenChange,
  communityId,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselects the community (the community page's Create Event). */
  communityId?: number;
  onCreated?: (e: FanEvent) => void;
}) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const viewerZone = useTimeZone();
  const communities = useCommunityOptions(user?.id ?? 0, open && !!user);
  const { games, available: gamesAvailable } = useWatchableGames(open);
  const form = useForm<EventFormValues>({
    resolver: zodResolver(formSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: emptyForm(viewerZone, communityId),
  });
  React.useEffect(() => {
    if (open) form.reset(emptyForm(viewerZone, communityId));
  }, [open, communityId, viewerZone, form]);
  const { errors } = form.formState;
  const create = useCreateEvent((e) => {
    onOpenChange(false);
    onCreated?.(e);
  });
  const sport = useWatch({ control: form.control, name: "sport" });
  const isPublic = useWatch({ control: form.control, name: "isPublic" });
  const venueZone = useWatch({ control: form.control, name: "timeZone" });
  const sportGames = games.filter((g) => !sport || g.sport === sport);

  const onSubmit = form.handleSubmit((v) => user && create.mutate({ ...toCreateEventInput(v), creatorId: user.id }));
  const onPickGame = (gameId: string) => {
    const game = games.find((g) => g.id === gameId);
    if (!game) return;
    if (!form.getValues("sport")) form.setValue("sport", game.sport);
    const away = game.awayTeam.name;
    const home = game.homeTeam.name;
    if (!form.getValues("title")) form.setValue("title", t`${away} at ${home} Watch Party`);
    // The game's kick-off on the venue's clock, as the date and time field reads it.
    if (!form.getValues("eventDate") && game.gameTime && isFutureDate(new Date(game.gameTime)))
      form.setValue("eventDate", wallClockValue(new Date(game.gameTime), form.getValues("timeZone")));
  };
  const gameLabel = (g: (typeof games)[number]) => {
    const away = g.awayTeam.name;
    const home = g.homeTeam.name;
    if (g.gameStatus === "live") return t`${away} at ${home} (live)`;
    if (!g.gameTime) return t`${away} at ${home}`;
    const when = formatDateTime(new Date(g.gameTime), i18n.locale as Locale, viewerZone);
    return t`${away} at ${home} (${when})`;
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Create Event</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Plan a viewing party, a tailgate or a meetup.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid grid-cols-1 gap-4">
          <FormField id="event-title" label={t`Event title`} error={errors.title?.message}>
            <Input placeholder={t`e.g. Finals Watch Party`} {...form.register("title")} />
          </FormField>
          <FormField id="event-description" label={t`Description (optional)`} error={errors.description?.message}>
            <Textarea rows={3} placeholder={t`What should fans know?`} {...form.register("description")} />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="event-sport" label={t`Sport`} error={errors.sport?.message}>
              <NativeSelect {...form.register("sport")}>
                <SportOptions emptyLabel={t`Select a sport`} />
              </NativeSelect>
            </FormField>
            <FormField id="event-location" label={t`Location`} error={errors.location?.message}>
              <Input placeholder={t`Venue or address`} {...form.register("location")} />
            </FormField>
            <VenueDateTimeFields
              idPrefix="event"
              venueZone={venueZone}
              date={form.register("eventDate")}
              zone={form.register("timeZone")}
              dateError={errors.eventDate?.message}
              zoneError={errors.timeZone?.message}
              min={wallClockValue(new Date(), venueZone)}
            />
            <FormField id="event-maxAttendees" label={t`Max attendees (optional)`} error={errors.maxAttendees?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                placeholder={t`No limit`}
                {...form.register("maxAttendees")}
              />
            </FormField>
          </div>
          <FormField id="event-communityId" label={t`Community (optional)`}>
            <NativeSelect {...form.register("communityId")}>
              <option value="">{t`No community`}</option>
              {(communities.data?.items ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {gamesAvailable ? (
            <FormField id="event-gameId" label={t`Watch party for a game (optional)`}>
              <NativeSelect {...form.register("gameId", { onChange: (e) => onPickGame(e.target.value) })}>
                <option value="">{t`No game`}</option>
                {sportGames.map((g) => (
                  <option key={g.id} value={g.id}>
                    {gameLabel(g)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
          <SwitchField
            id="event-isPublic"
            label={t`Public event`}
            hint={t`Off: only you, attendees and the community's members see it.`}
            checked={isPublic}
            onCheckedChange={(v) => form.setValue("isPublic", v)}
          />
          <CreateDialogFooter label={t`Create Event`} pending={create.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
