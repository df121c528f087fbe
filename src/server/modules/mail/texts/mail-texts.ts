// The words of every mail, per language. Functions rather than catalogue strings, as the
// notification texts: each takes what its sentence needs, and the build fails when a language
// lacks one.

/** A mail's content before layout: the renderer makes its text and HTML parts from it. */
export interface MailContent {
  subject: string;
  /** Plain sentences, one paragraph each. */
  paragraphs: string[];
  /** The one thing to do: a button in HTML, a line with the link in text. */
  action?: { label: string; url: string };
  /** Smaller print under the action (why you got this, how to stop it). */
  footer: string[];
}

export interface MailTexts {
  greeting: (name: string) => string;
  signature: string;
  passwordReset: (p: { link: string }) => MailContent;
  verifyEmail: (p: { link: string }) => MailContent;
  verifyNewEmail: (p: { link: string; newEmail: string }) => MailContent;
  emailChangeNotice: (p: { newEmail: string; resetLink: string }) => MailContent;
  eventReminder: (p: {
    title: string;
    when: string;
    venue: string;
    link: string;
    preferencesLink: string;
  }) => MailContent;
}
