import * as React from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate } from "react-router";
import type { LoginInput } from "@shared/schemas/auth";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { toastError } from "@web/lib/toast-error";
import { useAuth } from "@web/lib/session";
import { lazyZodResolver } from "@web/lib/lazy-zod-resolver";
import { FormField } from "@web/components/form-field";

// loginSchema (and zod) load beside the page instead of with it: performance budget, bench/web-budget.mjs.
// The demo box (and the query code it needs) is demo-mode only: it loads beside the page too.
const DemoAccountsBox = React.lazy(() =>
  import("@web/features/auth/components/demo-accounts-box").then((m) => ({ default: m.DemoAccountsBox })),
);
const loginResolver = lazyZodResolver<LoginInput>(() => import("@shared/schemas/auth").then((m) => m.loginSchema));

export default function LoginPage() {
  const { user, login } = useAuth();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  if (user) return <Navigate to="/" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login(values);
      toast({ title: "Welcome back!", description: "You have been logged in successfully." });
      navigate("/");
    } catch (err) {
      toastError(err, "Invalid credentials. Please try again.", "Login Failed");
    }
  });

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Sign in to your account
        </CardTitle>
        <CardDescription>
          Or{" "}
          <Link to="/register" className="font-medium text-primary hover:underline">
            Sign up
          </Link>{" "}
          for a new account
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="email" label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register("email")} />
          </FormField>
          <FormField
            id="password"
            label="Password"
            error={errors.password?.message}
            aside={
              <Link to="/forgot-password" className="text-sm text-primary hover:underline">
                Forgot your password?
              </Link>
            }
          >
            <PasswordInput autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? "Signing in..." : "Sign in"}
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
