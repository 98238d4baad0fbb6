import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVnNames, nameForSorting, vnNameKey } from '@/lib/name-order';

// ICU's Vietnamese collation, case ignored (our key leaves case to the tie-breakers after it).
const icu = new Intl.Collator('vi', { sensitivity: 'accent' });
const sign = (n: number) => Math.sign(n);

const SYLLABLES = ['An', 'Ân', 'Ăn', 'Anh', 'Ánh', 'Ảnh', 'Bình', 'Bính', 'Dũng', 'Đức', 'Đạt', 'Dương', 'Hà', 'Hạ', 'Há', 'Hải', 'Hãi', 'Ơn', 'Ông', 'Oanh', 'Phúc', 'Phục', 'Uyên', 'Ưng', 'Yến', 'Ý', 'Nguyễn', 'Trần', 'Lê', 'Bùi', 'Phạm', 'Thị', 'Văn', 'Ngọc', 'Minh', 'Tú', 'Từ', 'Tư', 'Tu', 'Tụ', 'Tủ', 'Tũ'];

describe('Vietnamese name order', () => {
  it('sorts by given name, then middle, then family name', () => {
    expect(nameForSorting('Bùi Anh Phúc')).toBe('Phúc Anh Bùi');
    expect(nameForSorting('  Lê   Văn  Tám ')).toBe('Tám Văn Lê');
    const names = ['Trần Thị Bình', 'Bùi Anh Phúc', 'Nguyễn Ân', 'Lê Anh', 'Phạm Đức', 'Hồ Dũng'];
    expect([...names].sort(compareVnNames)).toEqual(['Lê Anh', 'Nguyễn Ân', 'Trần Thị Bình', 'Hồ Dũng', 'Phạm Đức', 'Bùi Anh Phúc']);
  });

  it('puts a < ă < â and d < đ, tone marks only breaking ties', () => {
    expect(['Ân', 'Ăn', 'An', 'Bình'].sort(compareVnNames)).toEqual(['An', 'Ăn', 'Ân', 'Bình']);
    expect(['Đức', 'Dũng', 'Duy'].sort(compareVnNames)).toEqual(['Dũng', 'Duy', 'Đức']);
    // ngang < huyền < hỏi < ngã < sắc < nặng, and a base letter wins over any tone
    expect(['Tụ', 'Tú', 'Tũ', 'Tủ', 'Tù', 'Tu', 'Tuấn'].sort(compareVnNames)).toEqual(['Tu', 'Tù', 'Tủ', 'Tũ', 'Tú', 'Tụ', 'Tuấn']);
  });

  it('agrees with Intl.Collator("vi") on the reordered names', () => {
    const name = fc.array(fc.constantFrom(...SYLLABLES), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(sign(compareVnNames(a, b))).toBe(sign(icu.compare(nameForSorting(a), nameForSorting(b))));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps names typed in upper case or decomposed (NFD) in the same place', () => {
    expect(vnNameKey('NGUYỄN VĂN ĐỨC')).toBe(vnNameKey('Nguyễn Văn Đức'));
    expect(vnNameKey('Nguyễn Văn Đức'.normalize('NFD'))).toBe(vnNameKey('Nguyễn Văn Đức'));
  });
});
