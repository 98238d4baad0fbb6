import { MedicinePage } from '@/components/management/medicine/medicine-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/medicine-request/desktop: the requests as a table, with the dose log of each. */
export default function Page() {
  return (
    <PageMessages ns={['medicine', 'requests']}>
      <MedicinePage variant="desktop" />
    </PageMessages>
  );
}
