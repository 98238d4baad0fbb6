'use client';
import { useMemo } from 'react';
import { getData, mutate } from '@/lib/api/client';
import { STAFF_SW_URL } from '@/lib/staff-sw';
import { PushToggle } from './push-toggle';
import type { PushCalls } from './push-device';

/**
 * The settings panel's "turn on notifications on this device": the staff worker (public/staff-sw.js, scope `/`:
 * pushes only, no cache) is registered only here, when a staff user turns them on.
 */
export function StaffPushToggle() {
  const props = useMemo(() => {
    const calls: PushCalls = {
      publicKey: () => getData<{ public_key: string }>('/webadmin/Config/push-public-key').then((r) => r.public_key),
      subscribe: (subscription) => mutate('post', '/webadmin/Notification/subscribe', subscription),
      unsubscribe: (endpoint) => mutate('post', '/webadmin/Notification/unsubscribe', { endpoint }),
      status: (endpoint) => getData<{ subscribed: boolean }>('/webadmin/Notification/push-status', { endpoint }).then((r) => r.subscribed),
    };
    return {
      calls,
      findRegistration: async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return registration && new URL(registration.scope).pathname === '/' ? registration : null;
      },
      register: () => navigator.serviceWorker.register(STAFF_SW_URL, { scope: '/' }),
    };
  }, []);
  return <PushToggle {...props} testId="staff-push" />;
}
