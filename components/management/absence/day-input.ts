import { parseDay } from '@/lib/school-time';

/** A day as typed in the absence forms and filters (dd/MM/yyyy or yyyy-MM-dd) → yyyy-MM-dd; '' when not a real day. */
export const isoDay = (value: string): string => parseDay(value) ?? '';
