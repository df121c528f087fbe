import { pickLocale, type Locale } from "@shared/i18n/locales";

/**
 * The language an `Accept-Language` header asks for among ours (RFC 9110 §12.5.4): ranges sorted
 * by their weight, each matched by its primary subtag ("es-MX" is Spanish), "*" and q=0 ignored;
 * English when none matches. @fastify/accept-negotiator (the encodings' negotiator) compares
 * whole tokens, so "es-MX" would not find "es".
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return pickLocale([]);
  const ranges: { tag: string; q: number; order: number }[] = [];
  header
    .slice(0, 500)
    .split(",")
    .forEach((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      if (tag && tag !== "*" && Number.isFinite(q) && q > 0) ranges.push({ tag, q, order });
    });
  ranges.sort((a, b) => b.q - a.q || a.order - b.order);
  return pickLocale(ranges.map((r) => r.tag));
}
