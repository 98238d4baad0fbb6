'use client';
import { useTranslations } from 'next-intl';

/** The label of a stored action or record type, or the stored value when the messages have none. */
export function useAuditLabel() {
  const t = useTranslations('audit');
  return (group: 'actions' | 'recordTypes', value: string) => {
    const key = `${group}.${value}`;
    return t.has(key as never) ? t(key as never) : value;
  };
}
