import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_MESSAGE_CATALOGUES } from "@shared/i18n/api-messages";
import { GENERIC_MESSAGES } from "@shared/i18n/api-messages/generic-messages";
import { placeholdersOf } from "@shared/i18n/api-messages/translator";
import { extractApiMessages } from "./extract-api-messages";

// CI's check of the API's message catalogues (src/shared/i18n/api-messages): every English text
// the API may answer with has its Spanish and French text, with the same {placeholders}, and no
// catalogue keeps a text the code no longer says.
const root = path.resolve(import.meta.dirname, "../../..");
const inCode = extractApiMessages(root);
const known = new Set<string>([...inCode, ...GENERIC_MESSAGES]);

describe.each(Object.entries(API_MESSAGE_CATALOGUES))("API message catalogue %s", (_locale, catalogue) => {
  it("translates every message of the code", () => {
    expect([...inCode].filter((m) => !(m in catalogue))).toEqual([]);
  });
  it("keeps no message the code no longer has", () => {
    expect(Object.keys(catalogue).filter((k) => !known.has(k))).toEqual([]);
  });
  it("keeps each message's placeholders", () => {
    const broken = Object.entries(catalogue).filter(
      ([en, tr]) => placeholdersOf(en).join() !== placeholdersOf(tr).join() || tr.trim() === "",
    );
    expect(broken).toEqual([]);
  });
});

it("finds the messages of the factories, the schemas and the answered bodies", () => {
  for (const m of [
    "Event not found",
    "Password must be at least {PASSWORD_MIN} characters",
    "You need to sign in first",
    "Unknown time zone: use an IANA name such as America/Los_Angeles",
    "Something went wrong on our side. Please try again.",
  ])
    expect(inCode).toContain(m);
  expect(inCode).not.toContain("pending");
});
