import 'server-only';
import { translate } from '@/lib/i18n/translate';

/**
 * The columns of the import template, in order (the export adds the status after them), with the longest text each
 * may hold: the longest field it fills (lib/schemas/student.ts; a label or a day is short), so that a longer cell is
 * an error of its row found while the sheet is read, before the database is asked anything.
 */
export const SHEET_COLUMNS = [
  { key: 'code', width: 14, max: 30 },
  { key: 'full_name', width: 28, max: 100 },
  { key: 'nickname', width: 14, max: 50 },
  { key: 'gender', width: 10, max: 20 },
  { key: 'date_of_birth', width: 14, max: 20 },
  { key: 'class_name', width: 16, max: 50 },
  { key: 'enrolment_date', width: 14, max: 20 },
  { key: 'guardian_name', width: 26, max: 100 },
  { key: 'relationship', width: 12, max: 50 },
  { key: 'guardian_phone', width: 16, max: 20 },
  { key: 'guardian_email', width: 26, max: 200 },
  { key: 'address', width: 36, max: 300 },
  { key: 'notes', width: 36, max: 1000 },
] as const;
export type SheetKey = (typeof SHEET_COLUMNS)[number]['key'];

export const sheetHeader = (locale: string, key: string) => translate(locale, `studentAdmin.sheet.${key}`);
