import type { LayoutView } from '@/components/ui/page-heading';

/** The medicine requests' heading, the same on the desk and the phone layout. */
export const MEDICINE_HEADING = { icon: 'bi-capsule', route: '/management/medicine-request', testId: 'medicine' };

export type MedicineRights = { approve: boolean; update: boolean; export: boolean; create: boolean };
export type MedicinePageProps = {
  title: string;
  group: string;
  variant: LayoutView | null;
  can: MedicineRights;
  ownOnly: boolean;
};
