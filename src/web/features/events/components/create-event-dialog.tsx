import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  eventFormSchema,
  isFutureDate,
  toCreateEventInput,
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
import { useAuth } from "@web/lib/session";
import { useCommunityOptions, useWatchableGames } from "../api/form-options";
import { useCreateEvent } from "../api/mutations";
import { formatEventDate } from "@web/lib/event-format";

/** "YYYY-MM-DDTHH:mm" in local time, the value a datetime-local input holds. */
function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const emptyForm = (communityId?: number): EventFormValues => ({
  title: "",
  description: "",
  sport: "",
  location: "",
  eventDate: "",
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
  const { user } = useAuth();
  const communities = useCommunityOptions(user?.id ?? 0, open && !!user);
  const { games, available: gamesAvailable } = useWatchableGames(open);
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: emptyForm(communityId),
  });
  React.useEffect(() => {
    if (open) form.reset(emptyForm(communityId));
  }, [open, communityId, form]);
  const { errors } = form.formState;
  const create = useCreateEvent((e) => {
    onOpenChange(false);
    onCreated?.(e);
  });
  const sport = useWatch({ control: form.control, name: "sport" });
  const isPublic = useWatch({ control: form.control, name: "isPublic" });
  const sportGames = games.filter((g) => !sport || g.sport === sport);

  const onSubmit = form.handleSubmit((v) => user && create.mutate({ ...toCreateEventInput(v), creatorId: user.id }));
  const onPickGame = (gameId: string) => {
    const game = games.find((g) => g.id === gameId);
    if (!game) return;
    if (!form.getValues("sport")) form.setValue("sport", game.sport);
    if (!form.getValues("title")) form.setValue("title", `${game.awayTeam.name} at ${game.homeTeam.name} Watch Party`);
    if (!form.getValues("eventDate") && game.gameTime && isFutureDate(new Date(game.gameTime)))
      form.setValue("eventDate", toLocalInput(new Date(game.gameTime)));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Event</DialogTitle>
          <DialogDescription>Plan a viewing party, a tailgate or a meetup.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
          <FormField id="event-title" label="Event title" error={errors.title?.message}>
            <Input placeholder="e.g. Finals Watch Party" {...form.register("title")} />
          </FormField>
          <FormField id="event-description" label="Description (optional)" error={errors.description?.message}>
            <Textarea rows={3} placeholder="What should fans know?" {...form.register("description")} />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="event-sport" label="Sport" error={errors.sport?.message}>
              <NativeSelect {...form.register("sport")}>
                <SportOptions emptyLabel="Select a sport" />
              </NativeSelect>
            </FormField>
            <FormField id="event-location" label="Location" error={errors.location?.message}>
              <Input placeholder="Venue or address" {...form.register("location")} />
            </FormField>
            <FormField id="event-eventDate" label="Date and time" error={errors.eventDate?.message}>
              <Input type="datetime-local" min={toLocalInput(new Date())} {...form.register("eventDate")} />
            </FormField>
            <FormField id="event-maxAttendees" label="Max attendees (optional)" error={errors.maxAttendees?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                placeholder="No limit"
                {...form.register("maxAttendees")}
              />
            </FormField>
          </div>
          <FormField id="event-communityId" label="Community (optional)">
            <NativeSelect {...form.register("communityId")}>
              <option value="">No community</option>
              {(communities.data?.items ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {gamesAvailable ? (
            <FormField id="event-gameId" label="Watch party for a game (optional)">
              <NativeSelect {...form.register("gameId", { onChange: (e) => onPickGame(e.target.value) })}>
                <option value="">No game</option>
                {sportGames.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.awayTeam.name} at {g.homeTeam.name}
                    {g.gameStatus === "live" ? " (live)" : g.gameTime ? ` (${formatEventDate(g.gameTime)})` : ""}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
          <SwitchField
            id="event-isPublic"
            label="Public event"
            hint="Off: only you, attendees and the community's members see it."
            checked={isPublic}
            onCheckedChange={(v) => form.setValue("isPublic", v)}
          />
          <CreateDialogFooter label="Create Event" pending={create.isPending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
