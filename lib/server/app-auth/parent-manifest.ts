import 'server-only';
import { resolveAppSession } from './resolve-app-session';
import { parentSchool, parentPath, type ParentSchool } from './parent-page';
import { parentCookieToken } from '../http/parent-cookie';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/routing';
import { parentScope } from '@/lib/parent-sw';

/** The colour and words of the parents' app when no school is known (signed out). */
export const GENERIC_PARENT_COLOUR = '#0d6efd';
const GENERIC = {
  vi: { name: 'Sổ liên lạc mầm non', short: 'Sổ liên lạc', description: 'Ứng dụng của phụ huynh: nghỉ học, dặn thuốc, tin nhắn, tin tức, học phí.' },
  en: { name: 'Kindergarten parents', short: 'Parents', description: 'The parents’ app: leave, medicine, messages, news, tuition.' },
} as const;

/** A school's short name for a home screen: its name without "Trường mầm non…" when that leaves a short one, else its code. */
export function shortSchoolName(school: Pick<ParentSchool, 'name' | 'code'>) {
  const bare = school.name.replace(/^(trường\s+)?(mầm non|mẫu giáo|nhà trẻ|kindergarten)\s+/iu, '').trim();
  return bare && bare.length <= 15 ? bare : school.code || bare.slice(0, 15);
}

/**
 * The web app manifest of the parents' app (GET /parent/manifest.webmanifest?lang=en): the school of the session's
 * cookie when signed in (its name, short name and colour), a generic one otherwise. The start page and the scope are
 * the parents' app in the page's language (`/parent` or `/en/parent`), so the installed app never opens staff pages.
 */
export async function parentManifest(request: Request) {
  const lang = new URL(request.url).searchParams.get('lang');
  const locale: Locale = isLocale(lang) ? lang : defaultLocale;
  let school: ParentSchool | null = null;
  const token = parentCookieToken(request);
  if (token) {
    try {
      const ctx = await resolveAppSession({ locale, ip: null, userAgent: request.headers.get('user-agent') ?? '' }, token);
      school = await parentSchool(ctx.tenantId);
    } catch {
      school = null; // an ended session: the generic app
    }
  }
  const words = GENERIC[locale];
  const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose });
  return {
    id: '/parent',
    name: school?.name || words.name,
    short_name: school ? shortSchoolName(school) : words.short,
    description: words.description,
    lang: locale,
    dir: 'ltr',
    start_url: parentPath(locale),
    scope: parentScope(locale),
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: school?.colour || GENERIC_PARENT_COLOUR,
    icons: [
      icon('/parent-icons/icon-192.png', 192, 'any'),
      icon('/parent-icons/icon-512.png', 512, 'any'),
      icon('/parent-icons/maskable-512.png', 512, 'maskable'),
    ],
  };
}

/** The parents' pages' head: the manifest in their language, the home-screen icon and title (Metadata of next). */
export function parentHead(locale: Locale, school: Pick<ParentSchool, 'name' | 'code'> | null) {
  return {
    manifest: `/parent/manifest.webmanifest${locale === defaultLocale ? '' : `?lang=${locale}`}`,
    icons: { icon: '/parent-icons/icon-192.png', apple: '/parent-icons/apple-touch-icon.png' },
    appleWebApp: { capable: true, title: school ? shortSchoolName(school) : GENERIC[locale].short, statusBarStyle: 'default' as const },
  };
}
