import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/redirect';

describe('safeRedirectPath', () => {
  it('keeps relative in-app paths with their query and hash', () => {
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/management/student')).toBe('/management/student');
    expect(safeRedirectPath('/en/system/role?page=2#top')).toBe('/en/system/role?page=2#top');
    expect(safeRedirectPath('/management/attendance/mobile')).toBe('/management/attendance/mobile');
  });

  it.each([
    ['http://evil'],
    ['https://evil.com/management/student'],
    ['//evil.com'],
    ['//evil.com/path'],
    ['/\\evil'],
    ['/\\/evil.com'],
    ['\\\\evil.com'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['management/student'],
    ['/\tevil'],
    ['/%0aevil\n'],
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('rejects nothing-at-all and the sign-in pages themselves', () => {
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/en/login_alt?x=1')).toBeNull();
    // A page that merely starts with the same letters is fine.
    expect(safeRedirectPath('/login-help')).toBe('/login-help');
  });

  it('never answers a path that leaves the site once resolved', () => {
    for (const value of ['/./evil', '/../../etc/passwd', '/%2F%2Fevil.com', '/management/../system/user']) {
      const out = safeRedirectPath(value);
      if (out === null) continue;
      expect(out.startsWith('/')).toBe(true);
      expect(out.startsWith('//')).toBe(false);
      expect(new URL(out, 'https://school.example').origin).toBe('https://school.example');
    }
  });
});
