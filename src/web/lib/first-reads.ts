// The answers of the page's first API reads, written into the page by the server for a signed-in
// fan (src/server/plugins/first-reads.ts, docs/decisions/1020-first-reads-in-the-page.md). The
// API client (api.ts) takes a read's answer from here the first time the app makes it, instead of
// fetching it: the first screen is drawn from the page, not from a dozen fetches started while it
// renders. Each answer is taken once; a later read of the same URL goes to the server.
import { FIRST_READS_ELEMENT_ID, FIRST_READS_MAX_AGE_MS } from "@shared/first-reads";

let answers: Map<string, unknown> | null = null;

function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === "undefined" ? null : document.getElementById(FIRST_READS_ELEMENT_ID);
  if (!element) return answers;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? "");
    if (parsed && typeof parsed === "object") for (const [url, body] of Object.entries(parsed)) answers.set(url, body);
  } catch {
    // A page cut short in transit: the app reads everything itself.
  }
  return answers;
}

/** The page's answer to GET `url`, the first time it is asked for; undefined when it has none (then fetch). */
export function takeFirstRead(url: string): unknown {
  const page = pageAnswers();
  if (!page.has(url)) return undefined;
  const body = page.get(url);
  page.delete(url);
  // Time since the page's start: an answer the app asks for this late is too old to show.
  return performance.now() <= FIRST_READS_MAX_AGE_MS ? body : undefined;
}

/** Forgets the page's answers: they were for the fan signed in when it loaded (sign-out, another sign-in). */
export function dropFirstReads() {
  answers = new Map();
}
