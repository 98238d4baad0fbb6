import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import vi from '@/messages/vi.json';
import en from '@/messages/en.json';
import { AUDIT_RECORD_TYPES } from '@/lib/audit-values';

// The audit log names each area, never a raw table name: every table a migration audits has a label in both
// languages and is offered by the log's filter.
describe('the audit log’s record types', () => {
  it('label every audited table in both languages', () => {
    const dir = path.join(process.cwd(), 'lib/server/db/migrations');
    const audited = new Set<string>();
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/audit_enable\('([a-z_0-9]+)'/g)) audited.add(m[1]);
    }
    audited.delete('table'); // the function's own comment
    expect(audited.size).toBeGreaterThan(30);
    for (const table of audited) {
      expect(AUDIT_RECORD_TYPES, table).toContain(table);
      expect((vi.audit.recordTypes as Record<string, string>)[table], table).toBeTruthy();
      expect((en.audit.recordTypes as Record<string, string>)[table], table).toBeTruthy();
    }
  });
});
