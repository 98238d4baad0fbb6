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
