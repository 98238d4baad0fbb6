import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import { toJsonText, type JsonText } from '@/lib/json-text';

/**
 * The words every page's client components may need, wherever they are: the shell (header, menu, footer, settings,
 * the account dialogs), the sign-in pages, lists' common parts and the error texts. The root layout hands these to
 * the browser; a page adds its own area's namespaces with `PageMessages`. `tests/unit/page-messages.test.ts` follows
 * each page's imports and fails when a namespace its components read is in neither. Of `errors`, only
 * `CLIENT_ERROR_KEYS` travel (see there).
 */
export const SHELL_NAMESPACES = [
  'app',
  'common',
  'footer',
  'header',
  'languages',
  'login',
  'messenger',
  'notifications',
  'password',
  // The settings panel's Web Push switch (components/push); the parents' More page reads it too.
  'push',
  'sessions',
  'settings',
  'sidebar',
  'table',
] as const;

/**
 * The error texts the browser itself shows: the keys the client code spells (form checks, its own failures, the
 * error pages). The server's errors arrive already translated (`text`, `fields`), so the other two thirds of the
 * namespace (about 7 kB on every page) stay on the server. `tests/unit/page-messages.test.ts` fails on a key the
 * client code spells that is missing here.
 */
export const CLIENT_ERROR_KEYS = [
  'absence_too_long',
  'account_no',
  'amount_negative',
  'amount_positive',
  'amount_too_large',
  'amount_whole',
  'app_account_username_invalid',
  'attendance_changed',
  'attendance_excused_confirm',
  'attendance_times_need_present',
  'bank_bin',
  'capacity_range',
  'check_out_before_check_in',
  'contact_book_meal',
  'contact_book_meals_max',
  'contact_book_mood',
  'contact_book_nap_order',
  'contact_book_portion',
  'date_before_school',
  'date_in_future',
  'date_of_birth_too_early',
  'date_too_early',
  'date_too_far',
  'date_of_birth_future',
  'discount_too_large',
  'dish_grams_range',
  'dish_no_food',
  'dish_unknown_food',
  'dish_value_range',
  'dose_reason_required',
  'due_day',
  'email_invalid',
  'email_taken',
  'end_before_start',
  'event_classes_required',
  'file_required',
  'file_too_large',
  'file_type',
  'forbidden',
  'forbiddenTitle',
  'generic',
  'genericTitle',
  'health_height_range',
  'health_nothing_measured',
  'health_round_empty',
  'health_temperature_range',
  'health_weight_range',
  'internal',
  'invalid_color',
  'invalid_date',
  'invalid_datetime',
  'invalid_email',
  'invalid_language',
  'invalid_month',
  'invalid_phone',
  'invalid_province',
  'invalid_right',
  'invalid_time',
  'medicine_no_time',
  'medicine_none',
  'medicine_too_long',
  'menu_age_group',
  'menu_meal',
  'menu_too_many_dishes',
  'menu_week',
  'message_category',
  'network',
  'news_bad_time',
  'news_no_classes',
  'news_no_students',
  'no_school',
  'notFound',
  'notFoundTitle',
  'not_found',
  'one_primary_guardian',
  'password_mismatch',
  'password_same',
  'password_too_short',
  'phone_invalid',
  'picked_up_by_required',
  'required',
  'role_key_invalid',
  'same_school_year',
  'school_code_format',
  'session_expired',
  'status',
  'survey_answer_required',
  'survey_answer_shape',
  'survey_answer_too_long',
  'survey_duplicate_option',
  'survey_no_questions',
  'survey_one_row',
  'survey_option_invalid',
  'survey_question_unknown',
  'survey_rating_range',
  'survey_two_options',
  'survey_v1_types',
  'token_invalid',
  'too_long',
  'username_invalid',
  'username_taken',
  'vaccine_code_format',
  'vaccine_date_future',
  'vaccine_dose_out_of_range',
  'vaccine_unknown',
  'validation',
  'window_order',
] as const;

/** The words the root layout hands to the browser: the shell's namespaces and the client's error texts. */
export function shellMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const errors = (messages.errors ?? {}) as Record<string, unknown>;
  return {
    ...pickMessages(messages, SHELL_NAMESPACES),
    errors: Object.fromEntries(
      CLIENT_ERROR_KEYS.filter((k) => k in errors).map((k) => [k, errors[k]]),
    ) as AbstractIntlMessages,
  };
}

/** The named namespaces of a catalogue (the rest stays on the server). */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
}

const jsonOf = new WeakMap<AbstractIntlMessages, Map<string, JsonText<AbstractIntlMessages>>>();

/**
 * The JSON text of what `pick` takes from a catalogue, made once per catalogue (a language's messages are one
 * object for the life of the process) and kind: the pages send words as JSON text (intl-json-provider.tsx).
 */
export function messagesJson(
  messages: AbstractIntlMessages,
  kind: string,
  pick: (messages: AbstractIntlMessages) => AbstractIntlMessages,
): JsonText<AbstractIntlMessages> {
  let made = jsonOf.get(messages);
  if (!made) jsonOf.set(messages, (made = new Map()));
  let json = made.get(kind);
  if (json === undefined) made.set(kind, (json = toJsonText(pick(messages))));
  return json;
}
