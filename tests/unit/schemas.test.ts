import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema } from '@/lib/schemas/auth';
import { sessionIdParams, sessionListQuery, tokenHashParams } from '@/lib/schemas/session';
import { translate } from '@/lib/i18n/translate';

/** The first message for each field, as the endpoint and the form show it. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('changePasswordSchema', () => {
  it('accepts a valid change', () => {
    expect(
      changePasswordSchema.safeParse({
        old_password: 'old-pass1',
        new_password: 'new-pass1',
        renew_password: 'new-pass1',
      }).success,
    ).toBe(true);
  });

  it("puts the mismatch on renew_password with the spec's message", () => {
    const r = changePasswordSchema.safeParse({
      old_password: 'old-pass1',
      new_password: 'new-pass1',
      renew_password: 'new-pass2',
    });
    expect(r.success).toBe(false);
    expect(issues(r)).toEqual({ renew_password: 'errors.password_mismatch' });
    expect(translate('vi', 'errors.password_mismatch')).toBe('Xác nhận mật khẩu không đúng');
    expect(translate('en', 'errors.password_mismatch')).toBe('The password confirmation is wrong');
  });

  it('requires the three fields', () => {
    const r = changePasswordSchema.safeParse({ old_password: '', new_password: '', renew_password: '' });
    expect(issues(r)).toMatchObject({
      old_password: 'errors.required',
      new_password: 'errors.required',
      renew_password: 'errors.required',
    });
    expect(issues(changePasswordSchema.safeParse({}))).toMatchObject({ old_password: 'errors.required' });
  });

  it('wants at least 8 characters and a password that differs from the old one', () => {
    expect(
      issues(changePasswordSchema.safeParse({ old_password: 'x', new_password: 'short', renew_password: 'short' })),
    ).toEqual({
      new_password: 'errors.password_too_short',
    });
    expect(
      issues(
        changePasswordSchema.safeParse({
          old_password: 'same-pass1',
          new_password: 'same-pass1',
          renew_password: 'same-pass1',
        }),
      ),
    ).toEqual({
      new_password: 'errors.password_same',
    });
  });
});

describe('loginSchema', () => {
  it('trims the username and requires both fields', () => {
    expect(loginSchema.parse({ username: '  lan ', password: 'p' })).toEqual({ username: 'lan', password: 'p' });
    expect(issues(loginSchema.safeParse({ username: '   ', password: '' }))).toEqual({
      username: 'errors.required',
      password: 'errors.required',
    });
  });
});

describe('session schemas', () => {
  it("defaults to the spec's list query and caps the page size at 100", () => {
    expect(sessionListQuery.parse({})).toEqual({
      page: 1,
      page_size: 100,
      order_by: 'newest_top',
      active_status: 'active',
    });
    expect(sessionListQuery.parse({ page: '2', page_size: '10' })).toMatchObject({ page: 2, page_size: 10 });
    expect(sessionListQuery.safeParse({ page_size: '101' }).success).toBe(false);
    expect(sessionListQuery.safeParse({ page: '0' }).success).toBe(false);
  });
  it('checks session ids and token hashes', () => {
    expect(sessionIdParams.safeParse({ session_id: '5f0c6f8e-2f0a-4c1e-9a43-2b1f0b8f3c11' }).success).toBe(true);
    expect(sessionIdParams.safeParse({ session_id: '42' }).success).toBe(false);
    expect(tokenHashParams.safeParse({ hashed_token: 'a'.repeat(64) }).success).toBe(true);
    expect(tokenHashParams.safeParse({ hashed_token: 'g'.repeat(64) }).success).toBe(false);
  });
});
