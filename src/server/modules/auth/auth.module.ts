import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  demoAccountsResponseSchema,
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "@shared/schemas/auth";
import { userResponseSchema } from "@shared/schemas/user";
import type { PublicUser } from "@shared/schemas/user";
import { isAdministrator } from "../../lib/admins";
import { unauthenticated } from "../../lib/errors";
import { fastSerializerCompiler } from "../../lib/fast-serializer";
import { errorResponses, messageSchema } from "../../lib/openapi-responses";
import {
  clearSessionCookie,
  currentUserId,
  setSessionCookie,
  SESSION_COOKIE,
  createSession,
  endSession,
  purgeExpiredSessions,
  revokeSessions,
} from "../../lib/session";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-users";
import { accountChanged } from "../users/users.service";
import { requestLocale, visitorLocale } from "../../plugins/locale";
import { forgive, ipOf, throttle, throttleForgotPassword, throttleLogin, withinQuietLimit } from "./auth.limits";
import * as auth from "./auth.service";
import { purgeEmailLinks } from "../mail/email-links.service";
import { VERIFICATION_SENT_MESSAGE, resendVerification, verifyEmail } from "./email-verification.service";
import { adminAddressesWithoutAccount } from "./admin-addresses";

const PURGE_EVERY_MS = 60 * 60_000;

export async function authModule(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const pub = { public: true };
  const tags = ["auth"];

  // Expired and idle sessions are deleted hourly so the table only holds live ones.
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    purgeTimer = setInterval(() => {
      purgeExpiredSessions(app.db).catch((err) => app.log.warn({ err }, "session purge failed"));
      purgeEmailLinks(app.db, new Date(Date.now() - 24 * 60 * 60_000)).catch((err) =>
        app.log.warn({ err }, "email token purge failed"),
      );
    }, PURGE_EVERY_MS);
    purgeTimer.unref();
    // Operators learn at start which administrator addresses no verified account holds yet.
    const unproved = await adminAddressesWithoutAccount(app.db, app.config.adminEmails);
    if (unproved.length)
      app.log.warn(
        { addresses: unproved },
        "ADMIN_EMAILS lists addresses no verified account holds: they get administrator rights only once their owner verifies them",
      );
  });
  app.addHook("onClose", async () => clearInterval(purgeTimer));

  // The web app shows the administration link from this flag; the admin routes check again per request.
  const own = (user: PublicUser): PublicUser => ({ ...user, isAdmin: isAdministrator(app.config, user) });

  async function signIn(req: FastifyRequest, reply: FastifyReply, userId: number) {
    const { token, maxAgeSeconds } = await createSession(app.db, userId, {
      userAgent: req.headers["user-agent"],
      ip: req.ip,
    });
    setSessionCookie(app, reply, token, maxAgeSeconds);
  }

  app.post(
    "/api/auth/register",
    {
      config: pub,
      schema: {
        summary: "Create an account and sign in",
        operationId: "register",
        tags,
        body: registerSchema,
        response: { 201: userResponseSchema, ...errorResponses(409, 429) },
      },
    },
    async (req, reply) => {
      await throttle(app, "registerPerIp", ipOf(req));
      const user = await auth.register(app, req.body, visitorLocale(req));
      await signIn(req, reply, user.id);
      return reply.status(201).send({ user: own(user) });
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: pub,
      schema: {
        summary: "Sign in with email and password",
        operationId: "login",
        tags,
        body: loginSchema,
        response: { 200: userResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (req, reply) => {
      await throttleLogin(app, req, req.body.email);
      const user = await auth.login(app.db, req.body);
      await forgive(app, "loginPerAccountIp", req.body.email, ipOf(req));
      // Every login gets a fresh token; an old cookie of this browser is ended (no fixation).
      await endSession(app, req.cookies[SESSION_COOKIE]);
      await signIn(req, reply, user.id);
      return { user: own(user) };
    },
  );

  app.post(
    "/api/auth/logout",
    {
      config: pub,
      schema: { summary: "Sign out this browser", operationId: "logout", tags, response: { 200: messageSchema } },
    },
    async (req, reply) => {
      await endSession(app, req.cookies[SESSION_COOKIE]);
      clearSessionCookie(app, reply);
      return { message: "Signed out" };
    },
  );

  const me = async (req: FastifyRequest) => {
    const user = await auth.currentUser(app, currentUserId(req));
    if (!user) throw unauthenticated();
    return { user: own(user) };
  };
  // Asked on every page load: compiled serialiser instead of re-validating the answer.
  const meRoute = (summary: string, operationId: string) => ({
    schema: { summary, operationId, tags, response: { 200: userResponseSchema } },
    serializerCompiler: fastSerializerCompiler,
  });
  app.get("/api/auth/me", meRoute("Get the signed-in user", "getCurrentUser"), me);
  app.get("/api/auth/user", meRoute("Get the signed-in user (older alias of /api/auth/me)", "getCurrentUserAlias"), me);

  app.post(
    "/api/auth/forgot-password",
    {
      config: pub,
      schema: {
        summary: "Ask for a password reset link",
        operationId: "requestPasswordReset",
        tags,
        body: forgotPasswordSchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses(429) },
      },
    },
    async (req) => {
      await throttleForgotPassword(app, req, req.body.email);
      const token = (await withinQuietLimit(app, "resetMailsPerAddress", req.body.email))
        ? await auth.requestPasswordReset(app, req.body.email, visitorLocale(req), req.log)
        : null;
      return {
        message: auth.FORGOT_PASSWORD_MESSAGE,
        ...(app.config.demoMode && token ? { resetToken: token } : {}),
      };
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      config: pub,
      schema: {
        summary: "Set a new password with a reset token",
        operationId: "resetPassword",
        tags,
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorResponses(429) },
      },
    },
    async (req) => {
      await throttle(app, "resetPerIp", ipOf(req));
      const userId = await auth.resetPassword(app.db, req.body.token, req.body.newPassword);
      await revokeSessions(app, userId);
      await accountChanged(app, userId);
      return { message: "Your password has been reset. Please sign in with the new password." };
    },
  );

  app.post(
    "/api/auth/verify-email",
    {
      config: pub,
      schema: {
        summary: "Prove an email address with the token of its verification link",
        operationId: "verifyEmail",
        tags,
        body: verifyEmailSchema,
        response: { 200: userResponseSchema, ...errorResponses(409, 429) },
      },
    },
    async (req) => {
      await throttle(app, "verifyPerIp", ipOf(req));
      const user = await verifyEmail(app, req.body.token);
      return { user: own(user) };
    },
  );

  app.post(
    "/api/auth/verify-email/resend",
    {
      schema: {
        summary: "Send the signed-in user a new verification link (for a pending new address, else their own)",
        operationId: "resendVerificationEmail",
        tags,
        response: { 200: messageSchema, ...errorResponses(409, 429) },
      },
    },
    async (req) => {
      const userId = currentUserId(req);
      await throttle(app, "verifyResendPerUser", String(userId));
      await resendVerification(app, userId, await requestLocale(app, req));
      return { message: VERIFICATION_SENT_MESSAGE };
    },
  );

  app.get(
    "/api/auth/demo-accounts",
    {
      config: pub,
      schema: {
        summary: "List the demo accounts (demo mode only)",
        operationId: "listDemoAccounts",
        tags,
        response: { 200: demoAccountsResponseSchema },
      },
    },
    async () =>
      app.config.demoMode
        ? {
            demoMode: true,
            accounts: DEMO_ACCOUNTS.slice(0, 4).map((a) => ({
              email: a.email,
              password: a.password,
              name: `${a.firstName} ${a.lastName}`,
            })),
          }
        : { demoMode: false, accounts: [] },
  );
}
