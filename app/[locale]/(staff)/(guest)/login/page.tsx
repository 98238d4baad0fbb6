import { setRequestLocale } from 'next-intl/server';
import { getLoginConfig } from '@/lib/server/config/get-config';
import { LoginPage } from '@/components/auth/login-page';

export default async function Login({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LoginPage config={await getLoginConfig()} variant="default" />;
}
