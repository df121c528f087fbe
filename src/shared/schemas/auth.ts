import { z } from "zod";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "../limits";
import { cleanString, text } from "./common";
import { localeSchema, timeZoneSchema } from "./locale";

// SPEC §5 messages are the texts users see; the server answers with the same ones.
const email = (message: string) =>
  cleanString().trim().max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`).pipe(z.email({ message }));
const password = cleanString({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginSchema = z.object({
  email: email("Invalid email address"),
  password,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: text(NAME_MAX, `First name must be at most ${NAME_MAX} characters`).pipe(
    z.string().min(1, "First name is required"),
  ),
  lastName: text(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`).pipe(
    z.string().min(1, "Last name is required"),
  ),
  username: cleanString()
    .trim()
    .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
    .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
    .regex(/^[A-Za-z0-9_.]+$/, "Username may contain only letters, numbers, dots and underscores"),
  email: email("Invalid email address"),
  password,
  /** The language picked on the sign-in pages, if any; the browser's time zone (both optional). */
  locale: localeSchema.optional(),
  timeZone: timeZoneSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: email("Please enter a valid email address"),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const forgotPasswordResponseSchema = z.object({
  message: z.string(),
  /** Only in demo mode, only for an existing account (SPEC's Demo Mode box). */
  resetToken: z.string().optional(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const resetPasswordSchema = z.object({
  token: cleanString().min(1, "Reset token is required").max(200),
  newPassword: password,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The token of an address verification link (`/verify-email?token=…`). */
export const verifyEmailSchema = z.object({
  token: cleanString().min(1, "Verification token is required").max(200),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

const passwordsMatch = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;
const confirmationMismatch = { message: "Passwords don't match", path: ["confirmPassword"] };

/** The web form adds the confirmation field; the API never sees it. */
export const resetPasswordFormSchema = z
  .object({ newPassword: password, confirmPassword: z.string() })
  .refine(passwordsMatch, confirmationMismatch);
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

// Re-authentication (finding 11): changing the email or the password asks for the current password.
export const CURRENT_PASSWORD_MISSING = "Enter your current password";
export const CURRENT_PASSWORD_WRONG = "Your current password is not right";
export const EMAIL_CHANGE_PASSWORD_MISSING = "Enter your current password to change your email";
export const SAME_PASSWORD_MESSAGE = "Choose a new password that differs from your current one";
export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed. Your other devices have been signed out.";

export const currentPasswordSchema = cleanString({ error: CURRENT_PASSWORD_MISSING })
  .min(1, CURRENT_PASSWORD_MISSING)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const passwordChange = z.object({ currentPassword: currentPasswordSchema, newPassword: password });
const isNewPassword = (v: { currentPassword: string; newPassword: string }) => v.newPassword !== v.currentPassword;
const notTheSame = { message: SAME_PASSWORD_MESSAGE, path: ["newPassword"] };

/** POST /api/users/me/password: the new password follows the registration rules. */
export const changePasswordSchema = z
  .object(passwordChange.shape, { error: CURRENT_PASSWORD_MISSING })
  .refine(isNewPassword, notTheSame);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The profile's Change password form adds the confirmation field; the API never sees it. */
export const changePasswordFormSchema = passwordChange
  .extend({ confirmPassword: z.string() })
  .refine(isNewPassword, notTheSame)
  .refine(passwordsMatch, confirmationMismatch);
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const passwordChangedSchema = z.object({ message: z.string() });

export const demoAccountsResponseSchema = z.object({
  demoMode: z.boolean(),
  accounts: z.array(z.object({ email: z.string(), password: z.string(), name: z.string() })),
});
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponseSchema>;
