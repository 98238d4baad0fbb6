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
  numbersFrom = headings.length,
  className,
}: {
  caption: ReactNode;
  captionClass?: string;
  headings: Heading[];
  /** The columns from this one on hold numbers: their headings are right-aligned, as the numbers. */
  numbersFrom?: number;
  /** The heading row's classes, e.g. `table-light`. */
  className?: string;
}) {
  return (
    <>
      <caption className={captionClass}>{caption}</caption>
      <thead className={className}>
        <tr>
          {headings.map((h, i) => {
            const own = h && typeof h === 'object' && 'className' in h ? h : { text: h, className: '' };
            const className = `${i >= numbersFrom ? 'text-end ' : ''}${own.className}`.trim() || undefined;
            return (
              <th key={i} scope="col" className={className}>
                {own.text}
              </th>
            );
          })}
        </tr>
      </thead>
    </>
  );
}
