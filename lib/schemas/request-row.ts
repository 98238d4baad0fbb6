import { z } from 'zod';

// The columns the rows of the parents' requests (absences, medicine, messages, vaccine declarations) share.

/** Who entered a request and when: 'parent' (from the app) or 'staff' (on the parent's behalf). */
export const requestEntryColumns = {
  source: z.enum(['parent', 'staff']),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
};

/** Who approved or rejected a request and when (null while it waits). */
export const requestDecisionColumns = {
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
};
