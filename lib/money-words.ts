// An amount of đồng in words, as a receipt spells it under the figure ("Bằng chữ: …" / "In words: …").

const VI_DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'];
const VI_SCALES = ['', 'nghìn', 'triệu', 'tỷ'];

/** Three digits in Vietnamese; `full` reads the hundreds even when zero ("không trăm"), as inside a larger number. */
function viGroup(n: number, full: boolean): string[] {
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const u = n % 10;
  const out: string[] = [];
  if (h > 0 || full) out.push(VI_DIGITS[h], 'trăm');
  if (t === 0) {
    if (u > 0 && out.length) out.push('linh');
  } else if (t === 1) out.push('mười');
  else out.push(VI_DIGITS[t], 'mươi');
  if (u > 0) {
    if (u === 1 && t >= 2) out.push('mốt');
    else if (u === 5 && t >= 1) out.push('lăm');
    else out.push(VI_DIGITS[u]);
  }
  return out;
}

/** A whole number in Vietnamese words (lower case), up to the thousands of billions. */
function viNumber(value: number): string {
  if (value === 0) return VI_DIGITS[0];
  const groups: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 1000)) groups.push(v % 1000);
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i];
    const scale = i % 3 === 0 && i > 0 ? 'tỷ' : VI_SCALES[i % 3];
    if (g === 0) {
      // A billion is named even when its own group is empty ("một nghìn tỷ", "hai tỷ").
      if (i > 0 && i % 3 === 0 && words.length) words.push('tỷ');
      continue;
    }
    words.push(...viGroup(g, i < groups.length - 1), ...(i > 0 ? [scale] : []));
    if (i >= 3 && i % 3 !== 0 && groups.slice(Math.floor(i / 3) * 3, i).every((x) => x === 0)) words.push('tỷ');
  }
  return words.join(' ').replace(/ tỷ tỷ/g, ' tỷ');
}

const EN_SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

function enGroup(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${EN_SMALL[h]} hundred`);
  if (r) parts.push(r < 20 ? EN_SMALL[r] : EN_TENS[Math.floor(r / 10)] + (r % 10 ? `-${EN_SMALL[r % 10]}` : ''));
  return parts.join(' ');
}

function enNumber(value: number): string {
  if (value === 0) return 'zero';
  const parts: string[] = [];
  for (let i = 0, v = value; v > 0; i++, v = Math.floor(v / 1000)) {
    const g = v % 1000;
    if (g) parts.unshift(enGroup(g) + (EN_SCALES[i] ? ` ${EN_SCALES[i]}` : ''));
  }
  return parts.join(' ');
}

/** "Ba triệu không trăm mười ba nghìn đồng" / "Three million thirteen thousand dong": whole đồng, first letter capital. */
export function amountInWords(amount: number, locale: string): string {
  const n = Math.abs(Math.trunc(amount));
  const text = locale === 'en' ? `${enNumber(n)} dong` : `${viNumber(n)} đồng`;
  const signed = amount < 0 ? (locale === 'en' ? `minus ${text}` : `âm ${text}`) : text;
  return signed.charAt(0).toUpperCase() + signed.slice(1);
}
