import { createHash } from 'node:crypto';
import { translate } from '@/lib/i18n/translate';

/** What the service workers show (issue 36): the notice's words in the device's language and where a tap leads. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export type PushNotice = { kind: string; params: Record<string, string | number>; url: string; tag: string };

/** The payload of `notice` for a device subscribed in `locale` (English links carry `/en`, Vietnamese none). */
export function pushPayload(locale: string, notice: PushNotice): PushPayload {
  const lang = locale === 'en' ? 'en' : 'vi';
  return {
    title: translate(lang, `notificationKinds.${notice.kind}.title`, notice.params),
    body: translate(lang, `notificationKinds.${notice.kind}.body`, notice.params),
    url: `${lang === 'en' ? '/en' : ''}${notice.url}`,
    tag: notice.tag,
  };
}

/**
 * The push service's `Topic` (RFC 8030 §5.4: a later push with the same topic replaces an undelivered one): at most
 * 32 characters of URL-safe base64, so the tag's hash.
 */
export function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}
