'use client';
import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { parentGet, parentMutate } from '@/lib/api/parent-client';
import { PARENT_SW_URL, parentScope } from '@/lib/parent-sw';
import { PushToggle } from './push-toggle';
import type { PushCalls } from './push-device';

/** More → notifications: this phone's pushes through the parents' app's own worker (its scope in this language). */
export function ParentPushToggle() {
  const locale = useLocale();
  const props = useMemo(() => {
    const scope = parentScope(locale);
    const calls: PushCalls = {
      publicKey: () => parentGet<{ public_key: string }>('push/public-key').then((r) => r.public_key),
      subscribe: (subscription) => parentMutate('post', 'push/subscribe', subscription),
      unsubscribe: (endpoint) => parentMutate('post', 'push/unsubscribe', { endpoint }),
      status: (endpoint) => parentGet<{ subscribed: boolean }>('push/status', { endpoint }).then((r) => r.subscribed),
    };
    return {
      calls,
      // The parents' worker of this language (not a staff worker at `/` that the same browser may hold).
      findRegistration: async () => {
        const registration = await navigator.serviceWorker.getRegistration(scope);
        return registration && new URL(registration.scope).pathname === scope ? registration : null;
      },
      register: () => navigator.serviceWorker.register(PARENT_SW_URL, { scope }),
    };
  }, [locale]);
  return <PushToggle {...props} phone testId="parent-push" />;
}
