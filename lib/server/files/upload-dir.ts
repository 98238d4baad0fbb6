import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';

export type UploadFolder = 'logos' | 'student-photos' | 'absences' | 'vaccines' | 'request-photos' | 'news' | 'contact-book';

/** DATA_DIR/uploads/<folder>: outside public/, so nothing there is served unless a route decides to. */
export async function uploadDir(folder: UploadFolder): Promise<string> {
  const dir = path.join(env().DATA_DIR, 'uploads', folder);
  await fs.mkdir(dir, { recursive: true });
  return dir;
}
