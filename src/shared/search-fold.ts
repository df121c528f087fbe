// Case- and accent-insensitive matching ("atletico" finds "Atlético") that the database and
// JavaScript agree on: the SQL function search_fold (migrations/0960_search.sql) translates the
// letters of FOLD_FROM to those of FOLD_TO after lower(); fold() does the same here, for the
// query text and for the team catalogue searched in memory. PostgreSQL's unaccent extension is
// not available on the embedded database, hence a translate() both can run.

/** Letters with accents (and a few without a decomposition) in both cases. */
export const FOLD_FROM =
  "áàâäãåāăąçćĉċčďđéèêëēĕėęěĝğġģĥħíìîïĩīĭįıĵķĺļľŀłñńņňòóôöõøōŏőŕŗřśŝşšţťŧúùûüũūŭůűųŵýÿŷźżž" +
  "ÁÀÂÄÃÅĀĂĄÇĆĈĊČĎĐÉÈÊËĒĔĖĘĚĜĞĠĢĤĦÍÌÎÏĨĪĬĮİĴĶĹĻĽĿŁÑŃŅŇÒÓÔÖÕØŌŎŐŔŖŘŚŜŞŠŢŤŦÚÙÛÜŨŪŬŮŰŲŴÝŸŶŹŻŽ";

/** Letters that Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = { ø: "o", đ: "d", ħ: "h", ł: "l", ŀ: "l", ŧ: "t", ı: "i" };

/** Lower case, marks removed: what search compares. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[øđħłŀŧı]/g, (c) => UNDECOMPOSED[c]!);
}

/** FOLD_FROM's letters folded, one for one (the second argument of translate()). */
export const FOLD_TO = [...FOLD_FROM].map((c) => fold(c)).join("");
