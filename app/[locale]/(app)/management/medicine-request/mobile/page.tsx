import { MedicinePage } from '@/components/management/medicine/medicine-page';

/** /management/medicine-request/mobile: a teacher's "doses due now", one tap per dose. */
export default function Page() {
  return <MedicinePage variant="mobile" />;
}
