// The answers of a page's first API reads, written into the page by the server for a signed-in
// fan and taken by the app instead of fetching them (docs/decisions/1020-first-reads-in-the-page.md).

/** The id of the page's inert JSON element that holds them. */
export const FIRST_READS_ELEMENT_ID = "first-reads";

/** Each read's URL (path and query, as the app requests it) and its JSON answer. */
export type FirstReadAnswers = Record<string, unknown>;

/**
 * How long after the page's start its answers are taken: a read first made later (a card opened
 * long after the load) goes to the server, so nothing older than a page's load is ever shown.
 */
export const FIRST_READS_MAX_AGE_MS = 30_000;
