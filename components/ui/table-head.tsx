import type { ReactNode } from 'react';

/** A column heading: its words, or its words and the classes it needs (e.g. hidden on a phone). */
export type Heading = ReactNode | { text: ReactNode; className: string };

/**
 * A small table's caption (for screen readers unless `captionClass` shows it) and its row of column headings.
 * The rows are the table's own.
 */
export function TableHead({
  caption,
  captionClass = 'visually-hidden',
  headings,
  className,
}: {
  caption: ReactNode;
  captionClass?: string;
  headings: Heading[];
  /** The heading row's classes, e.g. `table-light`. */
  className?: string;
}) {
  return (
    <>
      <caption className={captionClass}>{caption}</caption>
      <thead className={className}>
        <tr>
          {headings.map((h, i) =>
            h && typeof h === 'object' && 'className' in h ? (
              <th key={i} scope="col" className={h.className}>
                {h.text}
              </th>
            ) : (
              <th key={i} scope="col">
                {h}
              </th>
            ),
          )}
        </tr>
      </thead>
    </>
  );
}
