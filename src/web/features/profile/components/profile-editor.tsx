import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PublicUser } from "@shared/schemas/user";
import { emailChanges, profileFormSchemaFor, type ProfileFormInput } from "@shared/schemas/users";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { showServerFieldErrors } from "@web/lib/form-server-errors";
import { useTeams } from "@web/lib/use-teams";
import { useUpdateProfile } from "../api/update-profile";
import { EmailStatusNote } from "./email-status-note";
import { FavoriteTeamsPicker } from "./favorite-teams-picker";
import { FormField } from "@web/components/form-field";
import { TeamLink } from "@web/components/team-link";

const formValues = (u: PublicUser): ProfileFormInput => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  location: u.location ?? "",
  currentPassword: "",
});

/**
 * 'Profile Information' and 'Favorite Teams' share one edit mode: Edit opens both, 'Save
 * Changes' sends both in one PATCH, Cancel restores the saved values of both.
 */
export function ProfileEditor({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const [editing, setEditing] = React.useState(false);
  const [teamIds, setTeamIds] = React.useState<number[]>(user.favoriteTeams);
  const catalogue = useTeams();
  const form = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchemaFor(user.email)),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: formValues(user),
  });
  const update = useUpdateProfile(
    () => setEditing(false),
    (err) => showServerFieldErrors(err, form.setError, ["currentPassword"]),
  );
  const cancel = () => {
    form.reset(formValues(user));
    setTeamIds(user.favoriteTeams);
    setEditing(false);
  };
  const startEditing = () => {
    form.reset(formValues(user));
    setTeamIds(user.favoriteTeams);
    setEditing(true);
  };
  // A new email asks for the current password (the server checks it again).
  const newEmail = emailChanges(user.email, useWatch({ control: form.control, name: "email" }));
  const save = form.handleSubmit(({ currentPassword, ...v }) =>
    update.mutate({ ...v, favoriteTeams: teamIds, ...(newEmail ? { currentPassword } : {}) }),
  );
  const { errors } = form.formState;
  const byId = new Map((catalogue.data ?? []).map((t) => [t.id, t]));
  const favourites = user.favoriteTeams.map((id) => byId.get(id)).filter((t) => t !== undefined);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
          <CardTitle>
            <Trans>Profile Information</Trans>
          </CardTitle>
          {!editing ? (
            <Button variant="outline" size="sm" onClick={startEditing}>
              <Pencil /> <Trans>Edit</Trans>
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          <form id="profile-form" noValidate onSubmit={(e) => void save(e)} className="grid grid-cols-1 gap-4">
            <div className="flex items-center gap-4">
              <UserAvatar user={user} className="h-16 w-16 text-lg" />
              <div className="min-w-0">
                <p className="truncate text-lg font-semibold">
                  {user.firstName} {user.lastName}
                </p>
                <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
              </div>
            </div>
            {/* items-start: the email's note makes its row taller; the fields beside it stay at the top. */}
            <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
              <FormField id="firstName" label={t`First Name`} error={errors.firstName?.message}>
                <Input disabled={!editing} autoComplete="given-name" {...form.register("firstName")} />
              </FormField>
              <FormField id="lastName" label={t`Last Name`} error={errors.lastName?.message}>
                <Input disabled={!editing} autoComplete="family-name" {...form.register("lastName")} />
              </FormField>
              <div className="grid grid-cols-1 content-start gap-2">
                <FormField id="email" label={t`Email`} error={errors.email?.message}>
                  <Input type="email" disabled={!editing} autoComplete="email" {...form.register("email")} />
                </FormField>
                <EmailStatusNote user={user} />
              </div>
              <FormField id="location" label={t`Location`} error={errors.location?.message}>
                <Input
                  disabled={!editing}
                  placeholder={t`City, Country`}
                  autoComplete="address-level2"
                  {...form.register("location")}
                />
              </FormField>
              {editing && newEmail ? (
                // Under the email on wide screens (the grid's next row starts there).
                <div>
                  <FormField id="currentPassword" label={t`Current password`} error={errors.currentPassword?.message}>
                    <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
                  </FormField>
                  {errors.currentPassword ? null : (
                    <p className="mt-1 text-xs text-muted-foreground">
                      <Trans>Changing your email needs your current password.</Trans>
                    </p>
                  )}
                </div>
              ) : null}
            </div>
            {editing ? (
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
                </Button>
                <Button type="button" variant="outline" onClick={cancel} disabled={update.isPending}>
                  <Trans>Cancel</Trans>
                </Button>
              </div>
            ) : null}
          </form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Favorite Teams</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {editing ? (
            <FavoriteTeamsPicker
              teams={catalogue.data ?? []}
              loading={catalogue.isPending}
              selected={teamIds}
              onToggle={(id) => setTeamIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))}
            />
          ) : favourites.length ? (
            <ul className="flex flex-wrap gap-2" aria-label={t`Favorite teams`}>
              {favourites.map((t) => (
                <li key={t.id}>
                  <TeamLink teamId={t.id} className="rounded-full">
                    <Badge variant="outline" className="gap-1.5 py-1">
                      <img src={t.logo} alt="" className="h-4 w-4" />
                      {t.name}
                    </Badge>
                  </TeamLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>No favorite teams selected. Choose Edit to pick some.</Trans>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
