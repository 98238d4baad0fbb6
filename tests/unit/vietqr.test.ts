import { describe, expect, it } from 'vitest';
import { crc16, parseEmv, vietQrPayload } from '@/lib/vietqr';

describe('VietQR', () => {
  it('computes CRC-16/CCITT-FALSE as EMVCo specifies (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('writes a payload that decodes to the school account, the amount and the invoice number, with a valid CRC', () => {
    const payload = vietQrPayload({ bin: '970436', accountNo: '0011004567890', amount: 2_350_000, purpose: 'HP-2026-11-0007' });
    const tags = parseEmv(payload);
    expect(tags['00']).toBe('01');
    expect(tags['01']).toBe('12');
    const merchant = tags['38'] as Record<string, string>;
    expect(merchant['00']).toBe('A000000727');
    expect(merchant['01']).toBe('00069704360113' + '0011004567890');
    expect(merchant['02']).toBe('QRIBFTTA');
    expect(tags['53']).toBe('704');
    expect(tags['54']).toBe('2350000');
    expect(tags['58']).toBe('VN');
    expect((tags['62'] as Record<string, string>)['08']).toBe('HP-2026-11-0007');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(tags['63']).toBe(crc16(payload.slice(0, -4)));
  });

  it('keeps the purpose to plain ASCII that banking apps accept', () => {
    const tags = parseEmv(vietQrPayload({ bin: '970436', accountNo: '1', amount: 1, purpose: 'Học phí Đạt' }));
    expect((tags['62'] as Record<string, string>)['08']).toBe('Hoc phi Dat');
  });
});
