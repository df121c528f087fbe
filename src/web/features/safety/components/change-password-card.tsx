import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { KeyRound } from "lucide-react";
import { changePasswordFormSchema, type ChangePasswordFormInput } from "@shared/schemas/auth";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { FormField } from "@web/components/form-field";
import { showServerFieldErrors } from "@web/lib/form-server-errors";
import { toastError } from "@web/lib/toast-error";
import { useChangePassword } from "../api/change-password";

const EMPTY: ChangePasswordFormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Profile section: a new password, after the current one; the other devices are signed out. */
export function ChangePasswordCard() {
  const { t: tr } = useLingui();
  const [open, setOpen] = React.useState(false);
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY,
  });
  const change = useChangePassword();
  const { errors } = form.formState;

  const openChange = (o: boolean) => {
    setOpen(o);
    if (!o) form.reset(EMPTY);
  };
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (r) => {
          toast({ title: t`Password changed`, description: r.message });
          openChange(false);
        },
        onError: (err) => {
          const fields = ["currentPassword", "newPassword"] as const;
          if (!showServerFieldErrors(err, form.setError, fields)) toastError(err, t`Failed to change password`);
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Change the password you sign in with. Your other devices will be signed out.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <KeyRound /> <Trans>Change password</Trans>
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={openChange}>
        <DialogContent>
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>
                <Trans>Change password</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>Enter your current password, then the new one twice. You stay signed in here.</Trans>
              </DialogDescription>
            </DialogHeader>
            <FormField id="currentPassword" label={tr`Current password`} error={errors.currentPassword?.message}>
              <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
            </FormField>
            <FormField id="newPassword" label={tr`New password`} error={errors.newPassword?.message}>
              <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
            </FormField>
            <FormField id="confirmPassword" label={tr`Confirm new password`} error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
            </FormField>
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" onClick={() => openChange(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? <Trans>Changing...</Trans> : <Trans>Change password</Trans>}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
