import type { RequestView } from '@/components/management/requests/request-heading';

export type MedicineRights = { approve: boolean; update: boolean };
export type MedicinePageProps = { title: string; group: string; variant: RequestView | null; can: MedicineRights; ownOnly: boolean };
