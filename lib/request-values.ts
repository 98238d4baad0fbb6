// Medicine and message requests: values shared by the server and the browser (no zod, so cards load without it).

export const MEDICINE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type MedicineStatus = (typeof MEDICINE_STATUSES)[number];

/** A logged dose; a slot of an approved request with no log yet is `due`. */
export const DOSE_STATUSES = ['given', 'not_given'] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number] | 'due';

export const MESSAGE_STATUSES = ['unread', 'read', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_RECIPIENTS = ['teacher', 'school'] as const;
export type MessageRecipient = (typeof MESSAGE_RECIPIENTS)[number];

/** Message categories (common data type `message_category`). */
export const MESSAGE_CATEGORIES = ['health', 'pickup', 'meal', 'other'] as const;

/** The parents' app shows its requests (absences, medicine) this many at a time. */
export const REQUEST_PAGE_SIZE = 20;

/** Longest medicine request, in days. */
export const MAX_MEDICINE_DAYS = 31;
/** Most medicines in one request. */
export const MAX_MEDICINES = 10;
/** A photo of the medicine or prescription: at most this many bytes as sent; stored resized. */
export const MAX_REQUEST_PHOTO_BYTES = 8 * 1024 * 1024;
/** Doses due "now": those whose time is within this many minutes from now (and any earlier one of today not logged). */
export const DUE_WINDOW_MINUTES = 120;

/** HH:mm, 00:00–23:59. */
export const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** One medicine as a form holds it (the parents' form and the staff's paper entry), and as the create calls take it. */
export type MedicineDraft = { name: string; dose: string; unit: string; times: string[]; instructions: string };
export const blankMedicine = (): MedicineDraft => ({ name: '', dose: '', unit: '', times: [''], instructions: '' });
export const medicinesBody = (medicines: MedicineDraft[]) =>
  medicines.map((m) => ({
    name: m.name,
    dose: m.dose,
    unit: m.unit,
    times: m.times.filter(Boolean),
    instructions: m.instructions.trim() || null,
  }));
