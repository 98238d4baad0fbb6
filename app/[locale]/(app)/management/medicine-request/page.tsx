import { MedicinePage } from '@/components/management/medicine/medicine-page';

/** /management/medicine-request: the layout that fits the device (a phone gets the day's doses as cards). */
export default function Page() {
  return <MedicinePage variant={null} />;
}
