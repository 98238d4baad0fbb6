import 'server-only';
import { headers } from 'next/headers';
import { UAParser } from 'ua-parser-js';
import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { AttendanceDesktop, type AttendanceRights } from './attendance-desktop';
import { AttendanceMobile } from './attendance-mobile';

/** A phone (not a tablet) gets the card layout on the bare route; everything else the table. */
async function fitsPhone() {
  const ua = (await headers()).get('user-agent') ?? '';
  return new UAParser(ua).getDevice().type === 'mobile';
}

/**
 * /management/attendance[/desktop|/mobile]: checks the rights on the server (403 without attendance.read, as the
 * API would) and renders the layout the route names, or the one that fits the device on the bare route.
 */
export async function AttendancePage({ variant }: { variant: 'desktop' | 'mobile' | null }) {
  const page = await requirePage('attendance');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const can: AttendanceRights = {
    create: ctx.can('attendance', 'create'),
    update: ctx.can('attendance', 'update'),
    export: ctx.can('attendance', 'export'),
    // The school's windows are the school's rules: not for a teacher who only sees their classes.
    settings: ctx.can('attendance', 'update') && ctx.scope !== 'class',
  };
  const props = { title: page.title, group: page.group, variant, can };
  const layout = variant ?? ((await fitsPhone()) ? 'mobile' : 'desktop');
  return layout === 'mobile' ? <AttendanceMobile {...props} /> : <AttendanceDesktop {...props} />;
}
