// Sign-out (issue 36): this browser's Web Push subscription under the app's worker is forgotten — on the server
// while the session still lets it, then in the browser — so that no notice of the person reaches a signed-out device.
// Browser only; errors never stop a sign-out.

/** Forgets the subscription held by the worker registered for exactly `scope` (`/parent`, `/en/parent` or `/`). */
export async function forgetPushSubscription(scope: string, unsubscribeOnServer: (endpoint: string) => Promise<unknown>) {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration(scope);
    if (!registration || new URL(registration.scope).pathname !== scope || !('pushManager' in registration)) return;
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return;
    await unsubscribeOnServer(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    /* the sign-out goes on */
  }
}
