import type { Gender, GuardianRelationship, StudentStatus } from '@/lib/server/db/schema/student';

// The fixed choices of the student area, without zod: the list and its filters import these, and the schemas
// (lib/schemas/student.ts) build on them, so that a list's first load does not carry the form's validation.

export type { Gender, GuardianRelationship, StudentStatus };
export const STUDENT_STATUSES = [
  'studying',
  'reserved',
  'left',
  'graduated',
] as const satisfies readonly StudentStatus[];
export const GENDERS = ['male', 'female'] as const satisfies readonly Gender[];
export const GUARDIAN_RELATIONSHIPS = [
  'father',
  'mother',
  'grandparent',
  'other',
] as const satisfies readonly GuardianRelationship[];

/** The image kinds a child's photo may be (the server checks the content, not this claim). */
export const STUDENT_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A stored photo's file name: <student id>-<random>.<ext>; nothing else is ever read from the photos folder. */
export const STUDENT_PHOTO_FILE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{32}\.(png|jpg|webp)$/;
export const STUDENT_PHOTO_ROUTE = '/api/webadmin/Student/photo/';

/** The letter shown instead of a photo: the given name's (the last word of a Vietnamese name). */
export function initialOf(fullName: string): string {
  const given = fullName.trim().split(/\s+/).pop() ?? '';
  return given.charAt(0).toLocaleUpperCase('vi');
}

/** The list's page size: the page prefetches exactly this (its class filter asks for CLASS_FILTER_QUERY). */
export const STUDENT_PAGE_SIZE = 20;
