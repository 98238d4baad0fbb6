import 'server-only';
import { fitsPhone } from '@/lib/server/http/fits-phone';
import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { AttendanceDesktop, type AttendanceRights } from './attendance-desktop';
import { AttendanceMobile } from './attendance-mobile';

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
