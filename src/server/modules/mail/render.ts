import type { Locale } from "@shared/i18n/locales";
import { escapeMarkup } from "../../lib/escape-markup";
import type { MailContent, MailTexts } from "./texts/mail-texts";
import { en } from "./texts/en";
import { es } from "./texts/es";
import { fr } from "./texts/fr";

export const MAIL_TEXTS: Record<Locale, MailTexts> = { en, es, fr };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = "#16a34a";

/**
 * Lays a mail out twice: plain text (what every client can show, and what spam filters expect
 * beside HTML) and a small HTML page with inline styles only (mail clients drop style sheets).
 * Every piece of user text is escaped: an event title is never markup.
 */
export function renderMail(locale: Locale, name: string, content: MailContent): RenderedMail {
  const t = MAIL_TEXTS[locale];
  const text = [
    t.greeting(name),
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    t.signature,
    "",
    "--",
    ...content.footer,
    "",
  ].join("\n");

  const p = (s: string, style = "margin:0 0 16px") => `<p style="${style}">${linkify(s)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeMarkup(content.action.url)}" style="background:${BRAND};color:#ffffff;` +
      `padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">` +
      `${escapeMarkup(content.action.label)}</a></p>` +
      p(escapeMarkup(content.action.url), "margin:0 0 16px;font-size:12px;color:#6b7280;word-break:break-all")
    : "";
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeMarkup(content.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f3f4f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">` +
    `<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${BRAND}">FanZone</p>` +
    p(escapeMarkup(t.greeting(name))) +
    content.paragraphs.map((s) => p(escapeMarkup(s))).join("") +
    button +
    p(escapeMarkup(t.signature)) +
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">` +
    content.footer.map((s) => p(escapeMarkup(s), "margin:0 0 8px;font-size:12px;color:#6b7280")).join("") +
    `</div></body></html>`;
  return { subject: content.subject, text, html };
}

/** Links in an already escaped sentence become anchors (the URLs are ours: PUBLIC_ORIGIN's). */
function linkify(escaped: string): string {
  return escaped.replace(
    /https?:\/\/[^\s<]+[^\s<.,;:)]/g,
    (url) => `<a href="${url}" style="color:${BRAND}">${url}</a>`,
  );
}
