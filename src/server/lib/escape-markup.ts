/** Escapes text for HTML or XML, in element content and in quoted attribute values alike. */
export const escapeMarkup = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!);
