/** A LIKE pattern for "contains, case-insensitive" that treats %, _ and \ in the user's text literally. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
