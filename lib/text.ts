/**
 * Folds Vietnamese for search: lower case, no tone or vowel marks, đ → d. "Nguyễn Văn A" → "nguyen van a".
 * The database has the same function, vn_fold(), so that stored text and the query fold alike.
 */
export function foldVietnamese(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/** A LIKE pattern for a folded search term, with the wildcards of the term itself escaped. */
export function likePattern(term: string) {
  return `%${foldVietnamese(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
