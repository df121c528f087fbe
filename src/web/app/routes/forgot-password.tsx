import * as React from "react";
import { useForm } from "react-hook-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { useHydrated } from "@web/lib/use-hydrated";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { MailCheck } from "lucide-react";
import { forgotPasswordSchema, type ForgotPasswordInput, type ForgotPasswordResponse } from "@shared/schemas/auth";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { toastError } from "@web/lib/toast-error";
import { FormField } from "@web/components/form-field";
import { useForgotPassword } from "@web/features/auth/api/password-reset";

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const [sent, setSent] = React.useState<(ForgotPasswordResponse & { email: string }) | null>(null);
  const mutation = useForgotPassword();
  const hydrated = useHydrated();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await mutation.mutateAsync(values);
      setSent({ ...res, email: values.email });
      toast({ title: t`Reset link sent!`, description: res.message });
    } catch (err) {
      toastError(err, t`Failed to send reset link. Please try again.`);
    }
  });

  if (sent) {
    return (
      <Card>
        <CardHeader className="items-center text-center">
          <MailCheck className="h-10 w-10 text-success" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            <Trans>Check your email</Trans>
          </CardTitle>
          <CardDescription>{sent.message}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sent.resetToken ? (
            <section
              aria-labelledby="demo-mode"
              className="rounded-lg border border-dashed border-primary/50 bg-primary/5 p-4"
            >
              <h2 id="demo-mode" className="text-sm font-semibold">
                <Trans>Demo Mode</Trans>
              </h2>
              <p className="mt-1 text-xs text-muted-foreground">
                <Trans>No email is sent in demo mode. Your reset token:</Trans>
              </p>
              <code className="mt-2 block break-all rounded bg-muted p-2 text-xs" data-testid="reset-token">
                {sent.resetToken}
              </code>
              <Button asChild className="mt-3 w-full">
                <Link to={`/reset-password?token=${encodeURIComponent(sent.resetToken)}`}>
                  <Trans>Reset Password Now</Trans>
                </Link>
              </Button>
            </section>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/login">
              <Trans>Back to sign in</Trans>
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          <Trans>Forgot your password?</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Enter your email and we will send you a link to reset it.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          {/* Prerendered page: no typing into or submitting the form before React runs it (useHydrated). */}
          <fieldset disabled={!hydrated} className="contents">
            <FormField id="email" label={t`Email`} error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register("email")} />
            </FormField>
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? t`Sending...` : t`Send reset link`}
            </Button>
            <Link to="/login" className="text-center text-sm text-primary hover:underline">
              <Trans>Back to sign in</Trans>
            </Link>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
