'use client';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useTenants } from '@/lib/api/shell';
import { queryKeys } from '@/lib/api/query-keys';
import { saveTenant } from '@/lib/api/tenant-storage';
import type { CurrentUser } from '@/lib/api/shell';

/** Spec §4: choosing another school saves it and reloads the page. Hidden when the user has only one school. */
export function SchoolSwitcher() {
  const t = useTranslations('header');
  const client = useQueryClient();
  const { data: tenants = [] } = useTenants();
  const current = client.getQueryData<CurrentUser>(queryKeys.currentUser())?.tenant_id ?? '';
  if (tenants.length < 2) return null;
  return (
    <div className="school-switcher">
      <label htmlFor="school-switcher" className="visually-hidden">
        {t('chooseSchool')}
      </label>
      <select
        id="school-switcher"
        className="form-select form-select-sm"
        value={current}
        onChange={(e) => {
          saveTenant(e.target.value);
          window.location.reload();
        }}
        data-testid="school-switcher"
      >
        {tenants.map((s) => (
          <option key={s.value} value={s.value}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
