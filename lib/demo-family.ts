/**
 * The demo family of the parents' app: one parent with two children in different classes of the first demo school
 * (lib/server/demo/demo-app-accounts.ts). The start log prints it; the parents' browser tests sign in with it.
 */
export const DEMO_FAMILY = {
  schoolCode: 'HOASEN',
  phone: '0912345678',
  parentName: 'Nguyễn Thị Hạnh',
  /** Her children's classes: teacher1's Mầm 1 and teacher2's Chồi 1. */
  classes: ['Mầm 1', 'Chồi 1'],
} as const;

/** A second demo parent (one child), for the tests that change a password or end sessions without disturbing the first. */
export const DEMO_SPARE_PARENT = { schoolCode: 'HOASEN', phone: '0912345679' } as const;
