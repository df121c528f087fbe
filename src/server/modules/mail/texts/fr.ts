import type { MailTexts } from "./mail-texts";

export const fr: MailTexts = {
  greeting: (name) => `Bonjour ${name},`,
  signature: "L’équipe FanZone",
  passwordReset: ({ link }) => ({
    subject: "Réinitialisez votre mot de passe FanZone",
    paragraphs: [
      "Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte FanZone.",
      "Le lien ne sert qu’une fois, pendant une heure.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url: link },
    footer: ["Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même."],
  }),
  verifyEmail: ({ link }) => ({
    subject: "Confirmez votre adresse e-mail pour FanZone",
    paragraphs: [
      "Bienvenue sur FanZone ! Confirmez que cette adresse est la vôtre pour terminer la création de votre compte.",
    ],
    action: { label: "Confirmer mon adresse", url: link },
    footer: ["Le lien est valable 24 heures. Si vous n’avez pas créé de compte FanZone, ignorez cet e-mail."],
  }),
  verifyNewEmail: ({ link, newEmail }) => ({
    subject: "Confirmez votre nouvelle adresse e-mail pour FanZone",
    paragraphs: [
      `Vous avez demandé à utiliser ${newEmail} pour votre compte FanZone. Elle remplacera l’ancienne dès que vous l’aurez confirmée.`,
    ],
    action: { label: "Confirmer ma nouvelle adresse", url: link },
    footer: ["Le lien est valable 24 heures. Si vous n’avez rien demandé, ignorez cet e-mail."],
  }),
  emailChangeNotice: ({ newEmail, resetLink }) => ({
    subject: "L’adresse e-mail de votre compte FanZone va changer",
    paragraphs: [
      `Quelqu’un connecté à votre compte FanZone a demandé à remplacer son adresse e-mail par ${newEmail}.`,
      "Rien ne change tant que cette adresse n’est pas confirmée.",
      `Si ce n’était pas vous, réinitialisez votre mot de passe maintenant : ${resetLink}`,
    ],
    footer: ["Nous envoyons cet avis à votre adresse actuelle, pour votre sécurité."],
  }),
  eventReminder: ({ title, when, venue, link, preferencesLink }) => ({
    subject: `Demain : ${title}`,
    paragraphs: [`Vous participez à ${title}.`, `Quand : ${when}`, `Où : ${venue}`],
    action: { label: "Voir l’événement", url: link },
    footer: [
      `Vous recevez ceci parce que vous participez. Désactiver les rappels d’événements par e-mail : ${preferencesLink}`,
    ],
  }),
};
