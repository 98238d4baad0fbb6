import { MedicinePage } from '@/components/management/medicine/medicine-page';

/** /management/medicine-request/desktop: the requests as a table, with the dose log of each. */
export default function Page() {
  return <MedicinePage variant="desktop" />;
}
