import 'server-only';
import pg from 'pg';
import type { Connection, FieldDef, Submittable } from 'pg';

type Statement = { name: string; text: string; values: unknown[] };
type Parsers = ((value: string) => unknown)[];

/** pg's own conversion of a value to its text on the wire (dates, arrays, JSON, buffers), exported by `pg`. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): Buffer | string | null } }).utils;

/**
 * The named statements each connection has parsed for this module, kept by the module and never in pg's own record
 * (names are prefixed so the two can never meet): a statement parsed once is only bound and executed after.
 */
const parsedOn = new WeakMap<Connection, Set<string>>();
const PREFIX = 'one_';

/**
 * A settings statement and a statement sent together before one Sync, through pg's documented extension point
 * (`client.query(submittable)`: the client hands its connection to `submit` and the answers to the `handle…` methods,
 * as it does for pg-cursor), writing the protocol's messages with the connection's typed methods. PostgreSQL runs
 * every message up to the Sync in one implicit transaction, so the settings (local to it) bound the statement exactly
 * as `begin; set_config(…)` … `commit` would, and end with it: one write and one answer instead of three round trips.
 * An error anywhere rolls the whole of it back and answers the error, as an explicit transaction would. pg's own
 * query config cannot do this: it ends every statement with a Sync, and its pipelining too.
 */
export class SettingsThenStatement implements Submittable {
  readonly done: Promise<unknown[]>;
  private resolve!: (rows: unknown[]) => void;
  private reject!: (error: Error) => void;
  private parsers: Parsers = [];
  private fields: FieldDef[] = [];
  private rows: unknown[] = [];
  private answer: unknown[] = [];
  private failure: Error | null = null;
  private sent: string[] = [];
  private connection?: Connection;

  constructor(private readonly statements: [settings: Statement, statement: Statement]) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: Connection): Error | null {
    let values: (Buffer | string | null)[][];
    try {
      values = this.statements.map((s) => s.values.map((v) => prepareValue(v)));
    } catch (error) {
      return error as Error; // nothing was written: the client answers it through handleError
    }
    this.connection = connection;
    const parsed = parsedOn.get(connection) ?? new Set<string>();
    parsedOn.set(connection, parsed);
    connection.stream.cork();
    try {
      this.statements.forEach((s, i) => {
        const name = PREFIX + s.name;
        if (!parsed.has(name)) {
          // A statement whose batch failed may or may not have been parsed: closing none is no error.
          connection.close({ type: 'S', name }, true);
          connection.parse({ name, text: s.text, types: [] }, true);
          parsed.add(name);
          this.sent.push(name);
        }
        connection.bind({ portal: '', statement: name, values: values[i] }, true);
        connection.describe({ type: 'P', name: '' }, true);
        connection.execute({ portal: '' }, true);
      });
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    return null;
  }

  handleRowDescription(message: { fields: FieldDef[] }) {
    this.fields = message.fields;
    this.parsers = message.fields.map((f) => pg.types.getTypeParser(f.dataTypeID, 'text'));
    this.rows = [];
  }

  handleDataRow(message: { fields: (string | null)[] }) {
    if (this.failure) return;
    const row: Record<string, unknown> = {};
    try {
      message.fields.forEach((value, i) => {
        row[this.fields[i].name] = value === null ? null : this.parsers[i](value);
      });
    } catch (error) {
      this.failure = error as Error; // answered once the server is ready again, as pg's own queries do
    }
    this.rows.push(row);
  }

  handleCommandComplete() {
    // The answer is the last statement's rows (none for a write without `returning`), not the settings' row.
    this.answer = this.rows;
    this.rows = [];
  }

  handleReadyForQuery() {
    if (this.failure) this.reject(this.failure);
    else this.resolve(this.answer);
  }

  handleError(error: Error) {
    // A statement parsed in this batch may not have been: it is parsed again next time (after a Close).
    const parsed = this.connection && parsedOn.get(this.connection);
    for (const name of this.sent) parsed?.delete(name);
    this.reject(error);
  }

  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyInResponse() {}
  handleCopyData() {}
}
