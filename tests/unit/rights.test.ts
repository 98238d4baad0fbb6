import { describe, expect, it } from 'vitest';
import { ACTIONS, badgeText, hasRight, mergeRights, rightStrings } from '@/lib/rights';

describe('mergeRights', () => {
  it('grants the union of several roles, actions in the canonical order, each once', () => {
    const merged = mergeRights([
      { student: ['update', 'read'], home: ['read'] },
      { student: ['read', 'export'], tuition: ['read', 'create'] },
    ]);
    expect(merged).toEqual({ student: ['read', 'update', 'export'], home: ['read'], tuition: ['read', 'create'] });
  });

  it('answers nothing for no roles and drops unknown actions', () => {
    expect(mergeRights([])).toEqual({});
    expect(mergeRights([{ student: ['read', 'fly'] }])).toEqual({ student: ['read'] });
  });
});

describe('hasRight and rightStrings', () => {
  const rights = { student: ['read', 'update'], absence: ['approve'] };
  it('checks one menu and action', () => {
    expect(hasRight(rights, 'student', 'read')).toBe(true);
    expect(hasRight(rights, 'student', 'delete')).toBe(false);
    expect(hasRight(rights, 'tuition', 'read')).toBe(false);
  });
  it("writes rights as '{menu}.{action}'", () => {
    expect(rightStrings(rights)).toEqual(['student.read', 'student.update', 'absence.approve']);
  });
  it('knows the seven actions', () => {
    expect(ACTIONS).toEqual(['read', 'create', 'update', 'delete', 'approve', 'export', 'import']);
  });
});

describe('badgeText', () => {
  it('shows no badge for 0, nothing or a negative count', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(null)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(-3)).toBeNull();
  });
  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });
});
