// The .env files `next start` reads, for the scripts run outside Next.js: a variable already set wins.
import fs from 'node:fs';
import util from 'node:util';

export function loadEnvFiles(files = ['.env.production.local', '.env.local', '.env.production', '.env']) {
  const parseEnv = (util as { parseEnv?: (text: string) => Record<string, string> }).parseEnv;
  if (!parseEnv) return; // Node before 20.12: the environment only
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) process.env[key] ??= value;
  }
}
