import 'server-only';
import { requirePage } from '@/lib/server/auth/require-page';
import { fitsPhone } from '@/lib/server/http/fits-phone';
import { MedicineDesktop } from '@/components/management/medicine/medicine-desktop';
import { MedicineMobile } from '@/components/management/medicine/medicine-mobile';
import { JsonHydration } from '@/components/providers/json-hydration';
import type { SearchParams } from '@/lib/list-query';
import { medicineDesktopFirstScreen, medicineFirstScreen } from '@/lib/server/medicine/medicine-first-screen';

/**
 * /management/medicine-request[/desktop|/mobile]: 403 without medicine-request.read, as the API would; the layout the
 * route names, or on the bare route the one that fits the device. Either layout's first screen comes with the page
 * (the phone's: today's doses and the requests waiting; the desktop's: the list the address asks for, the waiting
 * count and the classes): at the gate it shows with no call of its own.
 */
export async function MedicinePage({
  variant,
  searchParams,
}: {
  variant: 'desktop' | 'mobile' | null;
  /** The address's list state, which the desktop layout keeps (the phone's has none). */
  searchParams?: Promise<SearchParams>;
}) {
  const page = await requirePage('medicine-request');
  if (!page) return null;
  const { ctx } = page;
  const props = {
    title: page.title,
    group: page.group,
    variant,
    can: {
      approve: ctx.can('medicine-request', 'approve'),
      update: ctx.can('medicine-request', 'update'),
      export: ctx.can('medicine-request', 'export'),
      create: ctx.can('medicine-request', 'create'),
    },
    ownOnly: ctx.scope === 'class',
  };
  const layout = variant ?? ((await fitsPhone()) ? 'mobile' : 'desktop');
  if (layout === 'desktop')
    return (
      <JsonHydration state={await medicineDesktopFirstScreen(ctx, (await searchParams) ?? {})}>
        <MedicineDesktop {...props} />
      </JsonHydration>
    );
  return (
    <JsonHydration state={await medicineFirstScreen(ctx)}>
      <MedicineMobile {...props} />
    </JsonHydration>
  );
}
