import type { MailTexts } from "./mail-texts";

export const es: MailTexts = {
  greeting: (name) => `Hola, ${name}:`,
  signature: "El equipo de FanZone",
  passwordReset: ({ link }) => ({
    subject: "Restablece tu contraseña de FanZone",
    paragraphs: [
      "Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de FanZone.",
      "El enlace funciona una sola vez, durante una hora.",
    ],
    action: { label: "Elegir una contraseña nueva", url: link },
    footer: ["Si no lo has pedido tú, ignora este correo: tu contraseña no cambia."],
  }),
  verifyEmail: ({ link }) => ({
    subject: "Confirma tu correo electrónico en FanZone",
    paragraphs: [
      "¡Te damos la bienvenida a FanZone! Confirma que esta dirección es tuya para terminar de configurar tu cuenta.",
    ],
    action: { label: "Confirmar mi dirección", url: link },
    footer: ["El enlace funciona durante 24 horas. Si no has creado una cuenta en FanZone, ignora este correo."],
  }),
  verifyNewEmail: ({ link, newEmail }) => ({
    subject: "Confirma tu nuevo correo electrónico en FanZone",
    paragraphs: [
      `Has pedido usar ${newEmail} en tu cuenta de FanZone. Sustituirá a tu dirección anterior cuando la confirmes.`,
    ],
    action: { label: "Confirmar mi nueva dirección", url: link },
    footer: ["El enlace funciona durante 24 horas. Si no lo has pedido tú, ignora este correo."],
  }),
  emailChangeNotice: ({ newEmail, resetLink }) => ({
    subject: "Se está cambiando el correo electrónico de tu cuenta de FanZone",
    paragraphs: [
      `Alguien con la sesión iniciada en tu cuenta de FanZone ha pedido cambiar su correo electrónico a ${newEmail}.`,
      "No cambiará nada hasta que se confirme esa dirección.",
      `Si no has sido tú, restablece tu contraseña ahora: ${resetLink}`,
    ],
    footer: ["Enviamos este aviso a tu dirección actual por tu seguridad."],
  }),
  eventReminder: ({ title, when, venue, link, preferencesLink }) => ({
    subject: `Mañana: ${title}`,
    paragraphs: [`Vas a ${title}.`, `Cuándo: ${when}`, `Dónde: ${venue}`],
    action: { label: "Ver el evento", url: link },
    footer: [`Recibes esto porque vas a asistir. Desactiva los correos de recordatorio de eventos: ${preferencesLink}`],
  }),
};
