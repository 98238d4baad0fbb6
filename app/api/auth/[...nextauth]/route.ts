import NextAuth from 'next-auth';
import { authOptions } from '@/lib/server/auth/next-auth';

// next-auth's own routes (session cookie). The options are built per request: the secret may come from DATA_DIR.
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
