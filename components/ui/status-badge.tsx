/**
 * A record's state as a coloured badge. Bootstrap's `text-bg-*` picks the text colour for the background, so a
 * yellow or light badge keeps dark text (contrast ≥ 4.5:1).
 */
export function StatusBadge({ variant, text, status }: { variant: string; text: string; status?: string }) {
  return (
    <span className={`badge text-bg-${variant}`} data-status={status}>
      {text}
    </span>
  );
}
