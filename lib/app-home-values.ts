// The parents' home: values shared by the server and the page (no zod).

/** The kinds of requests home lists, each linking to its screen. */
export const APP_HOME_REQUEST_KINDS = ['absence', 'medicine', 'message', 'vaccine'] as const;
export type AppHomeRequestKind = (typeof APP_HOME_REQUEST_KINDS)[number];

/** The screen of each kind of request. */
export const APP_HOME_REQUEST_SCREENS: Record<AppHomeRequestKind, string> = {
  absence: '/parent/absences',
  medicine: '/parent/medicine',
  message: '/parent/messages',
  vaccine: '/parent/vaccines',
};

/** How many of each block home shows. */
export const APP_HOME_NEWS = 3;
export const APP_HOME_EVENTS = 3;
export const APP_HOME_REQUESTS = 8;
/** A request decided this many days ago or less still shows on home, with its decision. */
export const APP_HOME_DECIDED_DAYS = 3;
