import 'server-only';
import util from 'node:util';

/** The characters of any one value (a line, a string inside an error) the log keeps. */
export const LOG_VALUE_CHARS = 300;
/** The characters one logged error may take at the most, whatever it carries. */
export const LOG_ENTRY_CHARS = 8_000;

/**
 * An error as the log keeps it: its message, stack and members (a database error's query and parameters, its
 * cause), each value cut to LOG_VALUE_CHARS and the whole to LOG_ENTRY_CHARS, so that a request's values never reach
 * the log whole (a 200 MB cell in an out-of-memory error's parameters wrote hundreds of megabytes per request).
 */
export function loggable(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : util.inspect(value, { depth: 3, maxStringLength: LOG_VALUE_CHARS, maxArrayLength: 20, breakLength: Infinity });
  const lines = text.split('\n').map((line) => cut(line, LOG_VALUE_CHARS));
  return cut(lines.join('\n'), LOG_ENTRY_CHARS);
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text);

/** console.error with every value bounded (see `loggable`). */
export function logError(...values: unknown[]) {
  console.error(values.map(loggable).join(' '));
}

/** console.warn with every value bounded (see `loggable`). */
export function logWarning(...values: unknown[]) {
  console.warn(values.map(loggable).join(' '));
}
