import { useForm } from "react-hook-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { useHydrated } from "@web/lib/use-hydrated";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useNavigate } from "react-router";
import { registerSchema, type RegisterInput } from "@shared/schemas/auth";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { toastError } from "@web/lib/toast-error";
import { useAuth } from "@web/lib/session";
import { FormField } from "@web/components/form-field";
import { browserTimeZone, chosenLocale } from "@web/lib/i18n/locale-preference";

export default function RegisterPage() {
  const { t } = useLingui();
  const { user, register: registerUser } = useAuth();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { firstName: "", lastName: "", username: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  if (user) return <Navigate to="/" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The browser's zone, and the language picked in the menu (if one was): the account's own from now on.
      const timeZone = browserTimeZone() ?? undefined;
      await registerUser({ ...values, timeZone, locale: chosenLocale() ?? undefined });
      toast({ title: t`Welcome to the product!`, description: t`Your account has been created successfully.` });
      navigate("/");
    } catch (err) {
      toastError(err, t`Something went wrong. Please try again.`, t`Registration Failed`);
    }
  });

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          <Trans>Create your account</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Already a member?{" "}
            <Link to="/login" className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          {/* Prerendered page: no typing into or submitting the form before React runs it (useHydrated). */}
          <fieldset disabled={!hydrated} className="contents">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField id="firstName" label={t`First Name`} error={errors.firstName?.message}>
                <Input autoComplete="given-name" {...form.register("firstName")} />
              </FormField>
              <FormField id="lastName" label={t`Last Name`} error={errors.lastName?.message}>
                <Input autoComplete="family-name" {...form.register("lastName")} />
              </FormField>
            </div>
            <FormField id="username" label={t`Username`} error={errors.username?.message}>
              <Input autoComplete="username" {...form.register("username")} />
            </FormField>
            <FormField id="email" label={t`Email`} error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register("email")} />
            </FormField>
            <FormField id="password" label={t`Password`} error={errors.password?.message}>
              <PasswordInput autoComplete="new-password" {...form.register("password")} />
            </FormField>
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? t`Creating account...` : t`Create account`}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
