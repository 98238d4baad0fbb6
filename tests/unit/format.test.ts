import { describe, expect, it } from 'vitest';
import { decimalText, formatDate, formatDateTime, formatDecimal, formatMoney, formatNumber, formatPercent, formatZ } from '@/lib/format';

describe('formatDate', () => {
  it("writes dd/MM/yyyy in Vietnam's time zone, whatever the machine's", () => {
    expect(formatDate(new Date('2025-03-05T10:00:00Z'))).toBe('05/03/2025');
    // 18:30 UTC on New Year's Eve is already 1 January in Hà Nội (UTC+7).
    expect(formatDate('2024-12-31T18:30:00Z')).toBe('01/01/2025');
    expect(formatDate('2024-12-31T16:59:00Z')).toBe('31/12/2024');
  });
  it('writes nothing for no date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes dd/MM/yyyy HH:mm on a 24-hour clock in Vietnam', () => {
    expect(formatDateTime('2025-03-05T01:02:00Z')).toBe('05/03/2025 08:02');
    expect(formatDateTime(new Date('2025-07-01T17:00:00Z'))).toBe('02/07/2025 00:00');
    expect(formatDateTime('2025-07-01T10:45:00Z')).toBe('01/07/2025 17:45');
  });
});

describe('formatMoney', () => {
  it('writes đồng in Vietnamese with dot groups, no decimals and ₫ after', () => {
    expect(formatMoney(1250000, 'vi')).toBe('1.250.000 ₫');
    expect(formatMoney(1250000.4, 'vi')).toBe('1.250.000 ₫');
    expect(formatMoney(999.5, 'vi')).toBe('1.000 ₫');
    expect(formatMoney(0, 'vi')).toBe('0 ₫');
    expect(formatMoney(-50000, 'vi')).toBe('-50.000 ₫');
  });
  it('writes VND in English with comma groups', () => {
    expect(formatMoney(1250000, 'en')).toBe('1,250,000 VND');
  });
});

describe('formatNumber presets', () => {
  it('default: comma thousands and one decimal', () => {
    expect(formatNumber(1234.56)).toBe('1,234.6');
  });
  it('currency1: two decimals', () => {
    expect(formatNumber(1234.5, 'currency1')).toBe('1,234.50');
  });
  it('vietnam: no decimals, dot groups, no spacing', () => {
    expect(formatNumber(1234567.8, 'vietnam')).toBe('1.234.568');
  });
});

describe('decimals in the reader’s language', () => {
  it('writes a comma in Vietnamese and a point in English', () => {
    expect(formatDecimal(112.5, 'vi')).toBe('112,5');
    expect(formatDecimal(112.5, 'en')).toBe('112.5');
    expect(formatDecimal(18, 'vi')).toBe('18');
    expect(formatDecimal(16.912, 'vi')).toBe('16,91');
    expect(formatZ(-0.4, 'vi')).toBe('−0,40');
    expect(formatZ(1.25, 'en')).toBe('+1.25');
    expect(formatPercent(1, 8, 'vi')).toBe('12,5%');
    expect(formatPercent(1, 0, 'vi')).toBe('—');
  });

  it('rewrites a typed dose only when it is a number', () => {
    expect(decimalText('2.5', 'vi')).toBe('2,5');
    expect(decimalText('2,5', 'en')).toBe('2.5');
    expect(decimalText('5', 'vi')).toBe('5');
    expect(decimalText('1/2 viên', 'vi')).toBe('1/2 viên');
  });
});
