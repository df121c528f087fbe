// Texts the API answers with (error messages, validation messages of the shared schemas) are
// written in English where they are raised; a catalogue maps each English text to its Spanish or
// French one. The English text is the key (as gettext's msgid), so the code that raises a message
// stays as it is and the web app's forms, which validate with the same schemas, translate the
// same way. `{name}` in a key stands for a part filled in when the message is made
// ("Password must be at least {PASSWORD_MIN} characters"); the translation places it where its
// language wants it. Completeness: src/server/i18n/api-messages.test.ts.

/** English template -> translated template, with the same `{placeholders}`. */
export type ApiMessageCatalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{([^{}]+)\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: string;
}

/** A function translating English API messages with `catalogue`; unknown texts come back unchanged. */
export function createMessageTranslator(catalogue: ApiMessageCatalogue): (message: string) => string {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    const source = english
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? "(.+?)" : escapeRegExp(part)))
      .join("");
    patterns.push({ regex: new RegExp(`^${source}$`, "s"), names, translation });
  }
  // The most specific pattern first: the one with the most fixed text.
  const fixedLength = (p: Pattern) => p.regex.source.replace(/\(\.\+\?\)/g, "").length;
  patterns.sort((a, b) => fixedLength(b) - fixedLength(a));

  const translate = (message: string, depth = 0): string => {
    const found = exact.get(message);
    if (found !== undefined) return found;
    for (const p of patterns) {
      const m = p.regex.exec(message);
      if (!m) continue;
      const values = new Map(p.names.map((name, i) => [name, m[i + 1]!]));
      // A filled-in part may itself be a message ("Post not found: it was deleted…").
      return p.translation.replace(PLACEHOLDER, (whole, name: string) => {
        const value = values.get(name);
        return value === undefined ? whole : depth < 2 ? translate(value, depth + 1) : value;
      });
    }
    return message;
  };
  return (message) => translate(message);
}

/** The `{placeholders}` of a template, sorted (a translation must keep exactly its key's). */
export const placeholdersOf = (template: string) => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();
