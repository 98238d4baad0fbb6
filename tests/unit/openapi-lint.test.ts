import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GET as openapi } from '@/app/api/webadmin/openapi.json/route';
import { allHandlers } from '@/app/api/webadmin/openapi.json/endpoints';

type Problem = { ruleId: string; severity: string; message: string; location: { pointer: string }[] };

/** Redocly CLI (pinned devDependency, runs offline) with the recommended rules of redocly.yaml. */
function lint(document: unknown): Problem[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  try {
    const cli = path.join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');
    let out: string;
    try {
      out = execFileSync(process.execPath, [cli, 'lint', file, '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '10000'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      // Exit 1 when there are errors; the report is on stdout all the same.
      out = (error as { stdout?: string }).stdout ?? '';
    }
    return (JSON.parse(out.slice(out.indexOf('{'))) as { problems: Problem[] }).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const problems = lint(await (await openapi()).json());
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it('fails the lint on a broken document (the check can fail)', () => {
    const problems = lint({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/x': { get: { responses: { 200: { description: 'OK' } } } } } });
    expect(problems.map((p) => p.ruleId)).toEqual(expect.arrayContaining(['no-empty-servers', 'operation-operationId', 'operation-4xx-response']));
  }, 60_000);

  it('declares what every operation answers: an output schema for data and lists, content types for files', () => {
    const missing = allHandlers()
      .map((h) => h.definition)
      .filter((d) => (d.produces ? d.produces.length === 0 : d.shape !== 'mutation' && !d.output))
      .map((d) => `${d.method} ${d.path}`);
    expect(missing).toEqual([]);
  });
});
