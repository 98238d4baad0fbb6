import 'server-only';
import { cookies } from 'next/headers';
import { fitsPhone } from '@/lib/server/http/fits-phone';
import { rollCallFirstScreen } from '@/lib/server/attendance/roll-call-first-screen';
import { ATTENDANCE_CLASS_COOKIE } from '@/lib/api/attendance-keys';
import { requirePage } from '@/lib/server/auth/require-page';
import { JsonHydration } from '@/components/providers/json-hydration';
import { AttendanceDesktop } from '@/components/management/attendance/attendance-desktop';
import type { AttendanceRights } from '@/components/management/attendance/attendance-rights';
import { AttendanceMobile } from '@/components/management/attendance/attendance-mobile';
import { RenderedClassProvider } from '@/components/management/attendance/use-attendance-class';

/**
 * /management/attendance[/desktop|/mobile]: checks the rights on the server (403 without attendance.read, as the
 * API would) and renders the layout the route names, or the one that fits the device on the bare route, with its
 * first screen (the classes, the years, the chosen class's day) in react-query's cache: no call before it shows.
 */
export async function AttendancePage({ variant }: { variant: 'desktop' | 'mobile' | null }) {
  const page = await requirePage('attendance');
  if (!page) return null;
  const { ctx } = page;
  const can: AttendanceRights = {
    create: ctx.can('attendance', 'create'),
    update: ctx.can('attendance', 'update'),
    export: ctx.can('attendance', 'export'),
    // The school's windows are the school's rules: not for a teacher who only sees their classes.
    settings: ctx.can('attendance', 'update') && ctx.scope !== 'class',
  };
  const props = { title: page.title, group: page.group, variant, can };
  const [layout, first] = await Promise.all([
    variant ?? fitsPhone().then((phone) => (phone ? 'mobile' : 'desktop')),
    cookies().then((c) => rollCallFirstScreen(ctx, c.get(ATTENDANCE_CLASS_COOKIE)?.value)),
  ]);
  return (
    <JsonHydration state={first.state}>
      <RenderedClassProvider classId={first.classId}>
        {layout === 'mobile' ? <AttendanceMobile {...props} /> : <AttendanceDesktop {...props} />}
      </RenderedClassProvider>
    </JsonHydration>
  );
}
