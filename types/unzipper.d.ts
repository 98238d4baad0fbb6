// The few members of unzipper (exceljs's own zip reader, 0.10) that lib/server/files/sheet-reader.ts uses.
declare module 'unzipper' {
  import type { Duplex, Readable } from 'node:stream';

  export interface Entry extends Readable {
    path: string;
    type: 'File' | 'Directory';
    autodrain(): { promise(): Promise<void> };
  }
  export function Parse(options?: { forceStream?: boolean }): Duplex & AsyncIterable<Entry>;
}
