import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { getAppProfile } from '@/lib/server/app-auth/app-family';
import { getNotificationSettings } from '@/lib/server/notification-settings/notification-settings';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { ParentMessages } from '@/components/providers/parent-messages';
import { Link } from '@/components/ui/link';
import { LanguageSwitch } from '@/components/parent/more/language-switch';
import { NotificationSwitches } from '@/components/parent/more/notification-switches';
import { ParentPushToggle } from '@/components/push/parent-push-toggle';
import { PasswordForm } from '@/components/parent/more/password-form';
import { SignOutButton } from '@/components/parent/more/sign-out-button';

const LINKS = [
  { href: '/parent/contact-book', key: 'contactBook', icon: 'bi-journal-check' },
  { href: '/parent/absences', key: 'absences', icon: 'bi-calendar-x' },
  { href: '/parent/medicine', key: 'medicine', icon: 'bi-capsule' },
  { href: '/parent/health', key: 'health', icon: 'bi-heart-pulse' },
  { href: '/parent/vaccines', key: 'vaccines', icon: 'bi-shield-check' },
  { href: '/parent/surveys', key: 'surveys', icon: 'bi-ui-checks' },
  { href: '/parent/events', key: 'events', icon: 'bi-calendar-event' },
  { href: '/parent/menus', key: 'menus', icon: 'bi-egg-fried' },
] as const;

/**
 * More: the other screens of the child, the parent's account (GET /api/app/profile), the language, the notification
 * settings, change password and sign out. Its data come with the page, read by the services the API calls.
 */
export default async function ParentMorePage() {
  const page = await requireParentPage();
  const [profile, settings] = await Promise.all([getAppProfile(page.ctx), getNotificationSettings(page.ctx)]);
  const t = await getTranslations('parentMore');
  const screens = await getTranslations('parent.screens');
  const section = (key: string) => ({ className: 'parent-card parent-more-section', 'aria-labelledby': `parent-more-${key}` });
  const heading = (key: string, text: string) => (
    <h2 className="parent-more-heading" id={`parent-more-${key}`}>
      {text}
    </h2>
  );
  return (
    <ParentMessages ns={['parentMore']}>
      <ParentScreen title={screens('more')}>
        <nav {...section('links')}>
          {heading('links', t('links.title'))}
          <ul className="parent-more-links">
            {LINKS.map((link) => (
              <li key={link.key}>
                <Link href={link.href} className="parent-more-link" data-testid={`parent-more-${link.key}`}>
                  <i className={`bi ${link.icon}`} aria-hidden="true" />
                  <span>{t(`links.${link.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section {...section('profile')} data-testid="parent-profile">
          {heading('profile', t('profile.title'))}
          <dl className="parent-more-profile">
            <dt>{t('profile.name')}</dt>
            <dd>{profile.full_name ?? '—'}</dd>
            <dt>{t('profile.phone')}</dt>
            <dd>{profile.phone || '—'}</dd>
            <dt>{t('profile.school')}</dt>
            <dd>{profile.school_name ?? page.school.name}</dd>
            <dt>{t('profile.username')}</dt>
            <dd>{profile.username}</dd>
          </dl>
        </section>
        <section {...section('language')}>
          {heading('language', t('language.title'))}
          <LanguageSwitch />
        </section>
        <section {...section('notifications')}>
          {heading('notifications', t('notifications.title'))}
          <ParentPushToggle />
          <hr />
          <NotificationSwitches initial={settings} />
        </section>
        <section {...section('password')}>
          {heading('password', t('password.title'))}
          <PasswordForm />
        </section>
        <section {...section('sign-out')}>
          {heading('sign-out', t('signOut.title'))}
          <SignOutButton />
        </section>
      </ParentScreen>
    </ParentMessages>
  );
}
