import * as React from "react";
import { useForm } from "react-hook-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { CheckCircle2, XCircle } from "lucide-react";
import { resetPasswordFormSchema, type ResetPasswordFormInput } from "@shared/schemas/auth";
import { PASSWORD_MIN, PASSWORD_RESET_REDIRECT_MS } from "@shared/limits";

const redirectSeconds = PASSWORD_RESET_REDIRECT_MS / 1000;
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";
import { FormField } from "@web/components/form-field";
import { useResetPassword } from "@web/features/auth/api/password-reset";

export default function ResetPasswordPage() {
  const { t } = useLingui();
  const invalidLink = t`This password reset link is invalid or has expired.`;
  const [params] = useSearchParams();
  // Read once and kept in memory: the address bar (history, screenshots, shoulder surfers) and
  // any Referer lose the token as soon as the page has it.
  const [token] = React.useState(() => params.get("token"));
  const navigate = useNavigate();
  const [status, setStatus] = React.useState<"form" | "invalid" | "done">("form");
  const mutation = useResetPassword();
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  React.useEffect(() => {
    if (token && params.has("token")) navigate("/reset-password", { replace: true });
  }, [token, params, navigate]);

  React.useEffect(() => {
    if (!token) toast({ variant: "destructive", title: t`Invalid Link`, description: invalidLink });
    // Once, when the page finds no token (not again when the language changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  React.useEffect(() => {
    if (status !== "done") return;
    const timer = setTimeout(() => navigate("/login"), PASSWORD_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (!token) return <Navigate to="/forgot-password" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ token, newPassword: values.newPassword });
      setStatus("done");
      toast({ title: t`Password reset successful!`, description: t`You can now sign in with your new password.` });
    } catch (err) {
      // By the stable code: the message is in the reader's language.
      if (err instanceof ApiError && err.code === "invalid_reset_link") setStatus("invalid");
      else toastError(err, t`Failed to reset password. Please try again.`);
    }
  });

  if (status === "invalid") {
    return (
      <Card>
        <CardHeader className="items-center text-center">
          <XCircle className="h-10 w-10 text-destructive" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            <Trans>Invalid reset link</Trans>
          </CardTitle>
          <CardDescription>{invalidLink}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link to="/forgot-password">
              <Trans>Request New Reset Link</Trans>
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (status === "done") {
    return (
      <Card>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="h-10 w-10 text-success" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            <Trans>Password reset successful!</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Redirecting you to sign in in {redirectSeconds} seconds…</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link to="/login">
              <Trans>Go to Login</Trans>
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <Card>
      {/* React hoists it into <head>: no request from this page carries a Referer. */}
      <meta name="referrer" content="no-referrer" />
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          <Trans>Set a new password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Choose a password of at least {PASSWORD_MIN} characters.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField id="newPassword" label={t`New Password`} error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField id="confirmPassword" label={t`Confirm Password`} error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? t`Resetting...` : t`Reset Password`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
