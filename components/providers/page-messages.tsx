import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { messagesJson, pickMessages } from '@/lib/i18n/client-messages';
import { MergeMessages } from './merge-messages';

/**
 * A page's own words for its client components: only the namespaces named here travel with the page (a few kB of
 * its payload), next to the shell's (`SHELL_NAMESPACES`, from the root layout). The browser never downloads the
 * whole catalogue.
 */
export async function PageMessages({ ns, children }: { ns: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return (
    <MergeMessages messages={messagesJson(messages, ns.join(), (all) => pickMessages(all, ns))}>
      {children}
    </MergeMessages>
  );
}
