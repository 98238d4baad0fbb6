import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';

/** DATA_DIR/uploads/<kind>: outside public/, so nothing there is served unless a route decides to. */
export async function uploadDir(kind: 'logos' | 'student-photos' | 'absences' | 'vaccines' | 'request-photos' | 'news'): Promise<string> {
  const dir = path.join(env().DATA_DIR, 'uploads', kind);
  await fs.mkdir(dir, { recursive: true });
  return dir;
}
