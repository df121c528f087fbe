import { z } from "zod";
import { FAVORITE_TEAMS_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../limits";
import { cleanString, idSchema } from "./common";

/** Every kind of notification; the names are part of the API. */
export const NOTIFICATION_TYPES = [
  "friend_request",
  "friend_accepted",
  "join_request",
  "join_approved",
  "event_rsvp",
  "post_like",
  "post_comment",
  "event_reminder",
  "game_start",
  "game_final",
  "waitlist_promoted",
  "event_updated",
  "content_removed",
  "now_in_charge",
  "event_cancelled",
  /** A game's one notification between its start and its final: the latest moment (issue #37). */
  "game_update",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_SUBJECT_KINDS = ["post", "community", "event", "user", "game"] as const;
export type NotificationSubjectKind = (typeof NOTIFICATION_SUBJECT_KINDS)[number];

export const notificationActorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
});
export type NotificationActor = z.infer<typeof notificationActorSchema>;

export const notificationSubjectSchema = z.object({
  kind: z.enum(NOTIFICATION_SUBJECT_KINDS),
  id: z.union([z.string(), z.number()]),
});
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: z.string(),
  /** Null while unread. */
  readAt: z.string().nullable(),
  actor: notificationActorSchema.nullable(),
  subject: notificationSubjectSchema,
  /** The sentence the bell shows ("Maya and 3 others liked your post"); spoiler-shielded for game results. */
  text: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = z.object({
  cursor: cleanString().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const NOTIFICATION_READ_IDS_MAX = 100;
export const markReadSchema = z.union(
  [
    z.object({ all: z.literal(true) }).strict(),
    z
      .object({
        ids: z
          .array(idSchema)
          .min(1, "Give at least one notification id")
          .max(NOTIFICATION_READ_IDS_MAX, `At most ${NOTIFICATION_READ_IDS_MAX} ids at a time`),
      })
      .strict(),
  ],
  { error: 'Send { "ids": [...] } or { "all": true }' },
);
export type MarkReadBody = z.infer<typeof markReadSchema>;
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });

const channelPrefSchema = z.object({ inApp: z.boolean(), push: z.boolean() }).strict();
export type ChannelPreference = z.infer<typeof channelPrefSchema>;
/** Event reminders also go out by email, a day before (the bell and push remind an hour before). */
const reminderPrefSchema = channelPrefSchema.extend({ email: z.boolean().default(true) }).strict();
/** Per kind, whether it shows in the bell and whether it is pushed to the installed app. */
export const notificationPreferencesSchema = z
  .object({
    ...(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, channelPrefSchema])) as Record<
      Exclude<NotificationType, "event_reminder">,
      typeof channelPrefSchema
    >),
    event_reminder: reminderPrefSchema,
  })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  ...(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, { inApp: true, push: true }])) as Record<
    NotificationType,
    ChannelPreference
  >),
  event_reminder: { inApp: true, push: true, email: true },
};

/** The link of a reminder mail that turns reminder mails off (`/api/mail/unsubscribe?token=…`). */
export const unsubscribeQuerySchema = z.object({ token: cleanString().min(1, "Token is required").max(200) });

/** Favourite teams whose scores stay hidden until revealed. */
export const spoilerShieldSchema = z.object({
  teamIds: z
    .array(idSchema, { error: "teamIds must be a list of team ids" })
    .max(FAVORITE_TEAMS_MAX, `At most ${FAVORITE_TEAMS_MAX} teams`),
});
export type SpoilerShield = z.infer<typeof spoilerShieldSchema>;

/** Bytes of a base64url string (padding allowed), or null when it is not base64url. */
export function base64UrlBytes(s: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(s) || s.replace(/=+$/, "").length % 4 === 1) return null;
  const b64 = s.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export const PUSH_P256DH_MESSAGE = "keys.p256dh must be a P-256 public key: 65 bytes, uncompressed, base64url";
export const PUSH_AUTH_MESSAGE = "keys.auth must be a 16-byte secret, base64url";

/**
 * The browser's PushSubscription.toJSON(). `p256dh` decodes to an uncompressed P-256 point
 * (0x04, x, y: 65 bytes) and `auth` to 16 bytes (RFC 8291); the server also checks that the point
 * lies on the curve before it stores anything, so a bad re-post never replaces good keys.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: cleanString()
    .max(2048, "Endpoint is too long")
    // Which addresses the server sends to (https, a known push service) is the server's rule,
    // with its configuration: src/server/modules/notifications/push-endpoint.ts.
    .refine((s) => URL.canParse(s), "Endpoint must be a URL"),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: cleanString({ error: PUSH_P256DH_MESSAGE })
      .max(100, PUSH_P256DH_MESSAGE)
      .refine((s) => {
        const bytes = base64UrlBytes(s);
        return bytes?.length === 65 && bytes[0] === 0x04;
      }, PUSH_P256DH_MESSAGE),
    auth: cleanString({ error: PUSH_AUTH_MESSAGE })
      .max(40, PUSH_AUTH_MESSAGE)
      .refine((s) => base64UrlBytes(s)?.length === 16, PUSH_AUTH_MESSAGE),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;
/** Without a body (Fastify hands the schema `null`), every subscription of the user ends. */
export const pushUnsubscribeSchema = z.object({ endpoint: cleanString().max(2048) }).nullish();
export const pushStatusQuerySchema = z.object({ endpoint: cleanString().max(2048).optional() });
export const pushConfigSchema = z.object({ publicKey: z.string(), subscribed: z.boolean() });

/** The payload the service worker receives and shows. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a click opens the app. */
  url: z.string(),
  tag: z.string(),
  notificationId: z.number().int().nullable(),
  /**
   * Whether replacing the notification of the same tag alerts again (sound, vibration). Absent:
   * it does. A game's update the fan did not ask for replaces its notification silently.
   */
  renotify: z.boolean().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
