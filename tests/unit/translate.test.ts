import { describe, expect, it } from 'vitest';
import vi from '@/messages/vi.json';
import en from '@/messages/en.json';
import { hasMessage, translate } from '@/lib/i18n/translate';

describe('translate', () => {
  it('looks dotted keys up in the language asked for', () => {
    expect(translate('vi', 'errors.required')).toBe(vi.errors.required);
    expect(translate('en', 'errors.required')).toBe(en.errors.required);
    expect(translate('vi', 'errors.required')).not.toBe(translate('en', 'errors.required'));
  });

  it('falls back to Vietnamese for an unknown or missing language', () => {
    expect(translate('fr', 'errors.required')).toBe(vi.errors.required);
    expect(translate(undefined, 'errors.required')).toBe(vi.errors.required);
  });

  it('answers the key itself when there is no such message', () => {
    expect(translate('en', 'errors.no_such_key')).toBe('errors.no_such_key');
    expect(translate('en', 'errors')).toBe('errors');
    expect(translate('en', '')).toBe('');
  });

  it('fills in parameters and leaves unknown ones visible', () => {
    const text = translate('en', 'errors.too_many_attempts', { minutes: 15 });
    expect(text).toContain('15');
    expect(text).not.toContain('{minutes}');
    expect(translate('en', 'errors.too_many_attempts', {})).toContain('{minutes}');
  });

  it('tells whether a message exists', () => {
    expect(hasMessage('errors.wrong_credentials')).toBe(true);
    expect(hasMessage('errors.nope')).toBe(false);
  });
});

describe('translate with ICU plurals', () => {
  it('formats a plural message on the server as next-intl does in the browser', () => {
    expect(translate('en', 'tuition.generated', { created: 1, skipped: 0 })).toBe('1 invoice created; none skipped.');
    expect(translate('en', 'tuition.generated', { created: 3, skipped: 2 })).toBe('3 invoices created; 2 children skipped: already invoiced.');
    expect(translate('vi', 'tuition.generated', { created: 1, skipped: 22 })).toBe('Đã tạo 1 hoá đơn; bỏ qua 22 trẻ đã có hoá đơn.');
  });
});
