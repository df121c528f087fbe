import type { MailTexts } from "./mail-texts";

export const en: MailTexts = {
  greeting: (name) => `Hi ${name},`,
  signature: "The FanZone team",
  passwordReset: ({ link }) => ({
    subject: "Reset your FanZone password",
    paragraphs: [
      "Someone (hopefully you) asked to reset the password of your FanZone account.",
      "The link works once, for one hour.",
    ],
    action: { label: "Choose a new password", url: link },
    footer: ["If you did not ask for this, ignore this mail: your password stays as it is."],
  }),
  verifyEmail: ({ link }) => ({
    subject: "Confirm your email address for FanZone",
    paragraphs: ["Welcome to FanZone! Confirm that this address is yours to finish setting up your account."],
    action: { label: "Confirm my address", url: link },
    footer: ["The link works for 24 hours. If you did not create a FanZone account, ignore this mail."],
  }),
  verifyNewEmail: ({ link, newEmail }) => ({
    subject: "Confirm your new email address for FanZone",
    paragraphs: [
      `You asked to use ${newEmail} for your FanZone account. It takes the place of your old address once you confirm it.`,
    ],
    action: { label: "Confirm my new address", url: link },
    footer: ["The link works for 24 hours. If you did not ask for this, ignore this mail."],
  }),
  emailChangeNotice: ({ newEmail, resetLink }) => ({
    subject: "Your FanZone email address is being changed",
    paragraphs: [
      `Someone signed in to your FanZone account asked to change its email address to ${newEmail}.`,
      "Nothing changes until that address is confirmed.",
      `If this was not you, reset your password now: ${resetLink}`,
    ],
    footer: ["We send this notice to your current address for your safety."],
  }),
  eventReminder: ({ title, when, venue, link, preferencesLink }) => ({
    subject: `Tomorrow: ${title}`,
    paragraphs: [`You're going to ${title}.`, `When: ${when}`, `Where: ${venue}`],
    action: { label: "See the event", url: link },
    footer: [`You get this because you're going. Turn event reminder emails off: ${preferencesLink}`],
  }),
};
