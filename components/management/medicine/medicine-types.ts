import type { LayoutView } from '@/components/ui/page-heading';

export type MedicineRights = { approve: boolean; update: boolean };
export type MedicinePageProps = { title: string; group: string; variant: LayoutView | null; can: MedicineRights; ownOnly: boolean };
