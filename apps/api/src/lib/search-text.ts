/**
 * The searchable form of a name: Unicode-decomposed, accents (combining marks) dropped, lower case,
 * inner whitespace collapsed. Stored beside the name and applied to the query, so a substring
 * search is case- and accent-insensitive ('pokemon' finds 'Pokémon').
 */
export function searchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** `text` for a LIKE pattern: %, _ and the escape character itself taken literally (escape '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
