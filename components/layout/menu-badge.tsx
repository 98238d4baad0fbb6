import { useTranslations } from 'next-intl';
import { badgeText } from '@/lib/rights';

/** A counter badge when the counter is above 0, capped at 99 (spec §2). */
export function MenuBadge({ counter }: { counter: number }) {
  const t = useTranslations('sidebar');
  const text = badgeText(counter);
  if (!text) return null;
  return (
    <span className="badge rounded-pill text-bg-danger menu-badge" data-testid="menu-badge">
      {text}
      <span className="visually-hidden"> {t('badge', { count: counter })}</span>
    </span>
  );
}
