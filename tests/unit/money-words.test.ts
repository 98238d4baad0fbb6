import { describe, expect, it } from 'vitest';
import { amountInWords } from '@/lib/money-words';

describe('an amount in words, as a receipt spells it', () => {
  it('reads đồng in Vietnamese', () => {
    expect(amountInWords(3_013_000, 'vi')).toBe('Ba triệu không trăm mười ba nghìn đồng');
    expect(amountInWords(2_794_000, 'vi')).toBe('Hai triệu bảy trăm chín mươi tư nghìn đồng'.replace('tư', 'bốn'));
    expect(amountInWords(105, 'vi')).toBe('Một trăm linh năm đồng');
    expect(amountInWords(1_215_000, 'vi')).toBe('Một triệu hai trăm mười lăm nghìn đồng');
    expect(amountInWords(21_000, 'vi')).toBe('Hai mươi mốt nghìn đồng');
    expect(amountInWords(1_000_000_000, 'vi')).toBe('Một tỷ đồng');
    expect(amountInWords(0, 'vi')).toBe('Không đồng');
  });
  it('and in English', () => {
    expect(amountInWords(3_013_000, 'en')).toBe('Three million thirteen thousand dong');
    expect(amountInWords(660_000, 'en')).toBe('Six hundred sixty thousand dong');
  });
});
