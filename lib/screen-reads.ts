import type { Action } from './rights';

/**
 * Rights that depend on each other: the option lists a screen reads besides its own data (its class filter, the roll
 * call's class and year choice, the child picker of a dialog) are "also readable with" that screen's right. A role
 * with the roll call's rights and no right on the class page reads the classes and years the roll call needs
 * (teachers only their own, as always), without the class page itself — its page guard and its place in the menu
 * still ask for `class.read`. The endpoint of each list names its relation (`right.alsoWith`); the wrapper
 * (`lib/server/http/endpoint.ts`) and the first screens (`mayReadOptions`) read it from here.
 * `tests/api/screen-rights.test.ts` builds each standard screen's minimal role and makes the screen's calls.
 */
export const ALSO_READABLE_WITH = {
  /** Class/get-list and SchoolYear/get-list: every screen with a class filter or a class choice. */
  classes: [
    ['attendance', 'read'],
    ['absence', 'read'],
    ['medicine-request', 'read'],
    ['message-request', 'read'],
    ['health-declaration', 'read'],
    ['vaccine-declaration', 'read'],
    ['news-public', 'read'],
    ['news-class', 'read'],
    ['news-student', 'read'],
    ['survey', 'read'],
    ['survey_v1', 'read'],
    ['tuition', 'read'],
    ['student', 'read'],
    ['calendar-event-confirm', 'read'],
    ['app-account', 'read'],
  ],
  /** Student/get-list: the child pickers of the dialogs where staff enter something for a child. */
  children: [
    ['absence', 'create'],
    ['medicine-request', 'create'],
    ['message-request', 'create'],
    ['health-declaration', 'create'],
    ['vaccine-declaration', 'create'],
    ['news-student', 'create'],
    ['news-student', 'update'],
    ['app-account', 'create'],
  ],
} as const satisfies Record<string, readonly (readonly [string, Action])[]>;

export type OptionList = keyof typeof ALSO_READABLE_WITH;

/** Whether a caller (by its `can`) may read an option list through one of the screens that need it. */
export function mayReadOptions(can: (menu: string, action: Action) => boolean, list: OptionList): boolean {
  return ALSO_READABLE_WITH[list].some(([menu, action]) => can(menu, action));
}
