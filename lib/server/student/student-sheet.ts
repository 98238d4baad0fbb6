import 'server-only';
import { translate } from '@/lib/i18n/translate';

/** The columns of the import template, in order (the export adds the status after them). */
export const SHEET_COLUMNS = [
  { key: 'code', width: 14 },
  { key: 'full_name', width: 28 },
  { key: 'nickname', width: 14 },
  { key: 'gender', width: 10 },
  { key: 'date_of_birth', width: 14 },
  { key: 'class_name', width: 16 },
  { key: 'enrolment_date', width: 14 },
  { key: 'guardian_name', width: 26 },
  { key: 'relationship', width: 12 },
  { key: 'guardian_phone', width: 16 },
  { key: 'guardian_email', width: 26 },
  { key: 'address', width: 36 },
  { key: 'notes', width: 36 },
] as const;
export type SheetKey = (typeof SHEET_COLUMNS)[number]['key'];

export const sheetHeader = (locale: string, key: string) => translate(locale, `studentAdmin.sheet.${key}`);
