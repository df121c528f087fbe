import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useNavigate } from "react-router";
import { loginSchema, type LoginInput } from "@shared/schemas/auth";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { errorMessage } from "@web/lib/api";
import { useAuth } from "@web/lib/session";
import { FormField } from "@web/features/auth/components/form-field";
import { DemoAccountsBox } from "@web/features/auth/components/demo-accounts-box";

export default function LoginPage() {
  const { user, login } = useAuth();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
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
      toast({ variant: "destructive", title: "Login Failed", description: errorMessage(err, "Invalid credentials. Please try again.") });
    }
  });

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">
          <h1>Sign in to your account</h1>
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
        <DemoAccountsBox
          onPick={(email, password) => {
            form.setValue("email", email);
            form.setValue("password", password);
          }}
        />
      </CardContent>
    </Card>
  );
}
