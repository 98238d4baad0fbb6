import { parentManifest } from '@/lib/server/app-auth/parent-manifest';

// GET /parent/manifest.webmanifest?lang=en – the parents' app's web app manifest (installable: name and short name
// of the signed-in parent's school, icons, start page, scope, standalone, theme colour). Linked by the parents' pages.
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return new Response(JSON.stringify(await parentManifest(request)), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      // It names the school of the session's cookie: never shared by caches.
      'cache-control': 'private, no-cache',
      vary: 'Cookie',
      'x-content-type-options': 'nosniff',
    },
  });
}
