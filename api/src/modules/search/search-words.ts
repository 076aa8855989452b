/**
 * The words of a search as the database sees them: lower case letters and digits only (accents
 * folded), so they can be put into a text search query without any quoting, and few enough that
 * a pasted paragraph cannot make one query expensive.
 */
export const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 30;

export function searchWords(q: string | undefined): string[] {
  if (q === undefined) return [];
  const words = q
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}
