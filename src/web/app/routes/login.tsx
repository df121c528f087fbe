import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, Navigate, useNavigate } from "react-router";
import type { LoginInput } from "@shared/schemas/auth";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { toastError } from "@web/lib/toast-error";
import { useAuth } from "@web/lib/session";
import { useLazySchemaForm } from "@web/lib/use-lazy-schema-form";
import { FormField } from "@web/components/form-field";

// loginSchema (and zod) load beside the page instead of with it, and the form is a small hook
// rather than react-hook-form: performance budget of the first load, bench/web-budget.mjs.
// The demo box (and the query code it needs) is demo-mode only: it loads beside the page too.
const DemoAccountsBox = React.lazy(() =>
  import("@web/features/auth/components/demo-accounts-box").then((m) => ({ default: m.DemoAccountsBox })),
);
const loadLoginSchema = () => import("@shared/schemas/auth").then((m) => m.loginSchema);

export default function LoginPage() {
  const { t } = useLingui();
  const { user, login } = useAuth();
  const navigate = useNavigate();
  const formRef = React.useRef<HTMLFormElement>(null);
  const form = useLazySchemaForm<LoginInput>(loadLoginSchema, formRef);
  const { errors, isSubmitting } = form;
  if (user) return <Navigate to="/" replace />;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await login(values);
        toast({ title: t`Welcome back!`, description: t`You have been logged in successfully.` });
        navigate("/");
      } catch (err) {
        toastError(err, t`Invalid credentials. Please try again.`, t`Login Failed`);
      }
    },
    (err) => toastError(err, t`Could not reach FanZone. Check your connection.`, t`Login Failed`),
  );

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          <Trans>Sign in to your account</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Or{" "}
            <Link to="/register" className="font-medium text-primary hover:underline">
              Sign up
            </Link>{" "}
            for a new account
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* The schema and its messages' translations start loading when the visitor first focuses
            the form, long before a submit: not at start-up, where evaluating zod would add to the
            blocking time of the first screen and the translations to its first load. */}
        <form ref={formRef} onSubmit={onSubmit} onFocus={form.prefetch} noValidate className="grid gap-4">
          <FormField id="email" label={t`Email`} error={errors.email} translationsWithSchema>
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.field("email")} />
          </FormField>
          <FormField
            id="password"
            label={t`Password`}
            error={errors.password}
            translationsWithSchema
            aside={
              <Link to="/forgot-password" className="text-sm text-primary hover:underline">
                <Trans>Forgot your password?</Trans>
              </Link>
            }
          >
            <PasswordInput autoComplete="current-password" {...form.field("password")} />
          </FormField>
          <Button type="submit" disabled={!form.canSubmit} className="w-full">
            {isSubmitting ? t`Signing in...` : t`Sign in`}
          </Button>
        </form>
        <React.Suspense fallback={null}>
          <DemoAccountsBox
            onPick={(email, password) => {
              form.setValue("email", email);
              form.setValue("password", password);
            }}
          />
        </React.Suspense>
      </CardContent>
    </Card>
  );
}
