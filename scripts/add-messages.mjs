// Adds message keys to both catalogues at once: node scripts/add-messages.mjs '{"vi":{...},"en":{...}}'
import fs from 'node:fs';
const add = JSON.parse(process.argv[2]);
const merge = (a, b) => { for (const [k, v] of Object.entries(b)) { if (v && typeof v === 'object') { a[k] ??= {}; merge(a[k], v); } else a[k] = v; } return a; };
for (const lang of ['vi', 'en']) {
  const file = `messages/${lang}.json`;
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  merge(json, add[lang]);
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
}
