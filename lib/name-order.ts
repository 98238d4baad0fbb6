// Vietnamese name order: given name (the last word), then the middle names, then the family name; letters in
// Vietnamese alphabetical order (a < ă < â < b … d < đ … o < ô < ơ … u < ư), tone marks only breaking ties (none <
// huyền < hỏi < ngã < sắc < nặng) — what ICU's Vietnamese collation does. The database's vn_name_key() (migration
// 0026_name_order.sql) computes the same key, so SQL pages and JavaScript sorts agree; compare keys as plain strings.

const LETTERS =
  'aAàÀảẢãÃáÁạẠăĂằẰẳẲẵẴắẮặẶâÂầẦẩẨẫẪấẤậẬbBcCdDđĐeEèÈẻẺẽẼéÉẹẸêÊềỀểỂễỄếẾệỆfFgGhHiIìÌỉỈĩĨíÍịỊjJkKlLmMnNoOòÒỏỎõÕóÓọỌôÔồỒổỔỗỖốỐộỘơƠờỜởỞỡỠớỚợỢpPqQrRsStTuUùÙủỦũŨúÚụỤưƯừỪửỬữỮứỨựỰvVwWxXyYỳỲỷỶỹỸýÝỵỴzZ';
const PRIMARY =
  'AAAAAAAAAAAABBBBBBBBBBBBCCCCCCCCCCCCDDEEFFGGHHHHHHHHHHHHIIIIIIIIIIIIJJKKLLMMMMMMMMMMMMNNOOPPQQRRSSSSSSSSSSSSTTTTTTTTTTTTUUUUUUUUUUUUVVWWXXYYZZaaaaaaaaaaaabbbbbbbbbbbbccddeeffffffffffffgg';
const TONES =
  '001122334455001122334455001122334455000000000011223344550011223344550000000011223344550000000000001122334455001122334455001122334455000000000000112233445500112233445500000000112233445500';

const primaryOf = new Map<string, string>();
const toneOf = new Map<string, string>();
[...LETTERS].forEach((letter, i) => {
  primaryOf.set(letter, PRIMARY[i]);
  toneOf.set(letter, TONES[i]);
});

/** The words of a full name reordered for sorting: given name, middle names, family name. */
export function nameForSorting(fullName: string): string {
  const words = fullName.normalize('NFC').trim().split(/\s+/);
  return words.length > 1 ? [words[words.length - 1], ...words.slice(1, -1), words[0]].join(' ') : words.join(' ');
}

/** The sort key of a full name (byte order of the key = Vietnamese name order). */
export function vnNameKey(fullName: string): string {
  const chars = [...nameForSorting(fullName)];
  return chars.map((c) => primaryOf.get(c) ?? c).join('') + '\u0001' + chars.map((c) => toneOf.get(c) ?? c).join('');
}

/** Compares two full names in Vietnamese name order (for lists sorted in the browser or in an export). */
export function compareVnNames(a: string, b: string): number {
  const ka = vnNameKey(a);
  const kb = vnNameKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
