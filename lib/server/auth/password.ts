import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): about 30 ms a hash here.
export function hashPassword(password: string) {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Spent when the username does not exist, so that the answer takes as long as a wrong password.
let dummy: Promise<string> | undefined;
export async function burnPasswordTime(password: string) {
  dummy ??= hash('not-a-real-password');
  await verifyPassword(await dummy, password);
}
