import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
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
          toast({ title: "Password changed", description: r.message });
          openChange(false);
        },
        onError: (err) => {
          const fields = ["currentPassword", "newPassword"] as const;
          if (!showServerFieldErrors(err, form.setError, fields)) toastError(err, "Failed to change password");
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Change the password you sign in with. Your other devices will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <KeyRound /> Change password
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={openChange}>
        <DialogContent>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Change password</DialogTitle>
              <DialogDescription>
                Enter your current password, then the new one twice. You stay signed in here.
              </DialogDescription>
            </DialogHeader>
            <FormField id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
              <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
            </FormField>
            <FormField id="newPassword" label="New password" error={errors.newPassword?.message}>
              <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
            </FormField>
            <FormField id="confirmPassword" label="Confirm new password" error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
            </FormField>
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" onClick={() => openChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? "Changing..." : "Change password"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
