import type { ReactNode } from 'react';
import { getLocale, getMessages } from 'next-intl/server';
import { messagesJson, pickMessages, shellMessages } from '@/lib/i18n/client-messages';
import { TIME_ZONE } from '@/lib/i18n/time-zone';
import { IntlJsonProvider } from './intl-json-provider';

/**
 * A parents' screen's words for its client components. The parents' app has a root layout of its own with no
 * next-intl client (app/[locale]/(parent)/layout.tsx), so this provider stands alone: the words the staff's root
 * layout hands every page (`shellMessages`: common, the client's error texts…), the parents' app's own (`parent`)
 * and the screen's namespaces. A screen drawn on the server alone (the home) needs none.
 */
export async function ParentMessages({ ns, children }: { ns: readonly string[]; children: ReactNode }) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()]);
  const json = messagesJson(messages, `parent:${ns.join()}`, (all) => ({
    ...shellMessages(all),
    ...pickMessages(all, ['parent', ...ns]),
  }));
  return (
    <IntlJsonProvider locale={locale} timeZone={TIME_ZONE} messages={json}>
      {children}
    </IntlJsonProvider>
  );
}
