import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { createCommunitySchema, type Community } from "@shared/schemas/communities";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { CreateDialogFooter } from "@web/components/create-dialog-footer";
import { FormField } from "@web/components/form-field";
import { SportOptions } from "@web/components/sport-options";
import { SwitchField } from "@web/components/switch-field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { useCreateCommunity } from "../api/mutations";
import { useTeams } from "@web/lib/use-teams";

// The dialog holds the team as the select's string; the API schema's messages are reused as they are.
const formSchema = createCommunitySchema.omit({ teamId: true, creatorId: true }).extend({ teamId: z.string() });
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

const defaults: FormIn = { name: "", description: "", sport: "", teamId: "", isPrivate: false };

export function CreateCommunityDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (c: Community) => void;
}) {
  const { t } = useLingui();
  const teams = useTeams({ enabled: open });
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const create = useCreateCommunity((c) => {
    onOpenChange(false);
    form.reset(defaults);
    onCreated?.(c);
  });
  const sport = useWatch({ control: form.control, name: "sport" });
  const isPrivate = useWatch({ control: form.control, name: "isPrivate" });
  const sportTeams = React.useMemo(() => (teams.data ?? []).filter((t) => t.sport === sport), [teams.data, sport]);

  const onSubmit = form.handleSubmit((v) => create.mutate({ ...v, teamId: v.teamId ? Number(v.teamId) : null }));

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) form.reset(defaults);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Create Community</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Bring fans of a sport or team together.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid grid-cols-1 gap-4">
          <FormField id="community-name" label={t`Community name`} error={errors.name?.message}>
            <Input placeholder={t`e.g. Lakeshow Nation`} {...form.register("name")} />
          </FormField>
          <FormField id="community-description" label={t`Description (optional)`} error={errors.description?.message}>
            <Textarea rows={3} placeholder={t`What is this community about?`} {...form.register("description")} />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="community-sport" label={t`Sport`} error={errors.sport?.message}>
              <NativeSelect {...form.register("sport", { onChange: () => form.setValue("teamId", "") })}>
                <SportOptions emptyLabel={t`Select a sport`} />
              </NativeSelect>
            </FormField>
            <FormField id="community-team" label={t`Team (optional)`}>
              <NativeSelect disabled={!sport} {...form.register("teamId")}>
                <option value="">{sport ? t`No specific team` : t`Choose a sport first`}</option>
                {sportTeams.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <SwitchField
            id="community-private"
            label={t`Private community`}
            hint={t`Fans ask to join and you approve them.`}
            checked={isPrivate ?? false}
            onCheckedChange={(v) => form.setValue("isPrivate", v)}
          />
          <CreateDialogFooter
            label={t`Create Community`}
            pending={create.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function CreateCommunityButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus /> <Trans>Create Community</Trans>
    </Button>
  );
}
