import { MedicinePage } from '../medicine-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/medicine-request/mobile: a teacher's "doses due now", one tap per dose. */
export default function Page() {
  return (
    <PageMessages ns={['medicine', 'requests']}>
      <MedicinePage variant="mobile" />
    </PageMessages>
  );
}
