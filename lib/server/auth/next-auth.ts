import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { secrets } from '../crypto/secrets';
import { env } from '../env';
import { resolveSession } from './resolve-session';
import { defaultLocale } from '@/lib/i18n/routing';

/**
 * next-auth keeps the web session cookie; what it holds is the API's bearer token, obtained from
 * POST /api/webadmin/User/login by the sign-in page. The credentials provider only checks that token.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: secrets().nextAuthSecret,
    session: { strategy: 'jwt', maxAge: env().SESSION_TTL_HOURS * 3600 },
    pages: { signIn: '/login' },
    providers: [
      CredentialsProvider({
        name: 'token',
        credentials: { accessToken: { type: 'text' } },
        async authorize(credentials) {
          const token = credentials?.accessToken;
          if (!token) return null;
          try {
            const ctx = await resolveSession({ locale: defaultLocale, ip: null, userAgent: '' }, token, null, false);
            return { id: ctx.userId, name: ctx.user.fullName, email: ctx.user.email, accessToken: token };
          } catch {
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) token.accessToken = (user as { accessToken?: string }).accessToken;
        return token;
      },
      async session({ session, token }) {
        return { ...session, accessToken: token.accessToken as string | undefined };
      },
    },
  };
}
