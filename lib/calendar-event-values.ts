// Calendar events: the constants lists and cards use (no zod here, so a list's first load carries none).

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_ANSWERS = ['yes', 'no'] as const;
export type EventAnswer = (typeof EVENT_ANSWERS)[number];

/** A child's reply as staff see it: yes, no, or not answered yet. */
export type EventReplyState = EventAnswer | 'pending';

/** When filter of the list: still to come (or under way), or over. */
export const EVENT_WHEN = ['upcoming', 'past'] as const;

export const MAX_EVENT_TITLE = 200;
export const MAX_EVENT_PLACE = 200;
export const MAX_EVENT_DESCRIPTION = 4000;
export const MAX_REPLY_NOTE = 500;
