import 'server-only';
import crypto from 'node:crypto';

// No look-alikes (0/O, 1/l/I), so that a password read out over the phone is typed right.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LETTERS + DIGITS;

/** A random 12-character password with letters and digits (about 70 bits). */
export function generatePassword(length = 12): string {
  const pick = (set: string) => set[crypto.randomInt(set.length)];
  const chars = [pick(LETTERS), pick(DIGITS), ...Array.from({ length: length - 2 }, () => pick(ALL))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
