import 'server-only';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { uuidArray } from '../db/rows';
import { GUARDIAN_RELATIONSHIPS } from '../db/schema/student';
import { translate } from '@/lib/i18n/translate';
import { locales } from '@/lib/i18n/routing';

type Labels = { json: string; key: string };

/**
 * The guardians' relationships (father, mother, …) named in a language, as one JSON text for a statement's
 * parameter, and a short key of that text: a stored list written with other labels is not read.
 */
const labelsByLocale = new Map<string, Labels>();
function relationshipLabels(locale: string): Labels {
  let labels = labelsByLocale.get(locale);
  if (!labels) {
    const named = GUARDIAN_RELATIONSHIPS.map((k) => [k, translate(locale, `studentAdmin.relationships.${k}`)]);
    const json = JSON.stringify(Object.fromEntries(named));
    labels = { json, key: createHash('sha1').update(json).digest('base64url').slice(0, 16) };
    labelsByLocale.set(locale, labels);
  }
  return labels;
}

/**
 * A child's guardians and pick-up people as a JSON array (guardians first, the primary one first, then by name), the
 * guardians' relationship named by `labels` (a JSON object, SQL), a pick-up person's as written. The child is the
 * statement's row `s` (students).
 */
const peopleJson = (labels: SQL, tenant: SQL = sql`s.tenant_id`): SQL =>
  sql`(select coalesce(json_agg(json_build_object('id', x.id, 'full_name', x.full_name,
      'relationship', case when x.is_guardian
        then coalesce(${labels} ->> x.relationship, 'studentAdmin.relationships.' || x.relationship)
        else x.relationship end,
      'phone', x.phone, 'is_guardian', x.is_guardian) order by x.is_guardian desc, x.is_primary desc, x.name_key collate "C"), '[]'::json)
    from (
      select g.id, g.full_name, g.name_key, g.relationship, g.phone, true as is_guardian, g.is_primary from guardians g
      where g.tenant_id = ${tenant} and g.student_id = s.id
      union all
      select p.id, p.full_name, p.name_key, p.relationship, p.phone, false, false from pickup_people p
      where p.tenant_id = ${tenant} and p.student_id = s.id
    ) x)`;

/**
 * Who may pick up the child of the statement's row `s` (students), in the user's language, inside a read's
 * statement: the stored list when it was written with today's labels, else gathered from the guardians and pick-up
 * people.
 */
export function pickupPeopleSql(locale: string, tenantId?: string): SQL {
  const labels = relationshipLabels(locale);
  // The school named as a value when the caller has it: Citus routes a statement to one node only when every
  // distributed table in it is filtered by the school (a column of a lateral subquery's row does not count).
  const tenant = tenantId ? sql`${tenantId}::uuid` : sql`s.tenant_id`;
  return sql`coalesce((select pl.people from pickup_lists pl where pl.tenant_id = ${tenant}
      and pl.student_id = s.id and pl.locale = ${locale} and pl.labels = ${labels.key}),
    ${peopleJson(sql`${labels.json}::jsonb`, tenant)})`;
}

/**
 * Writes the stored lists, in every language, of the children `which` selects (a condition on `s`, students); a
 * list already there is replaced, or only when written with other labels (`onlyOutdated`).
 */
const writeLists = (which: SQL, onlyOutdated = false, tenantId?: string): SQL => {
  const labels = sql.join(
    locales.map((locale) => {
      const l = relationshipLabels(locale);
      return sql`(${locale}, ${l.key}, ${l.json}::jsonb)`;
    }),
    sql`, `,
  );
  return sql`
    insert into pickup_lists (tenant_id, student_id, locale, labels, people)
    select s.tenant_id, s.id, l.locale, l.key, ${peopleJson(sql`l.labels`, tenantId ? sql`${tenantId}::uuid` : undefined)}
    from students s cross join (values ${labels}) l(locale, key, labels)
    where ${which}
    on conflict (tenant_id, student_id, locale) do update set labels = excluded.labels, people = excluded.people
      ${onlyOutdated ? sql`where pickup_lists.labels <> excluded.labels` : sql``}`;
};

/**
 * Writes the stored lists of some children of a school after their guardians or pick-up people changed (in the
 * caller's transaction).
 */
export async function refreshPickupLists(tx: Executor, tenantId: string, studentIds: string[]) {
  if (!studentIds.length) return;
  // The school as a value in the sub-selects too: a column of the outer row does not route them on Citus, and a
  // statement over every shard would keep the transaction from writing a table copied to every node afterwards.
  await tx.execute(writeLists(sql`s.tenant_id = ${tenantId} and s.id = any(${uuidArray(studentIds)})`, false, tenantId));
}

/**
 * At start, for every school: writes the lists that are missing or were written with other labels (an earlier
 * release's), so that roll calls read stored lists from the first call. A list another copy of the app has just
 * written with today's labels is left as it is.
 */
export async function fillPickupLists(database: Executor) {
  const missing = sql`not exists (select 1 from pickup_lists pl
    where pl.tenant_id = s.tenant_id and pl.student_id = s.id and pl.locale = l.locale and pl.labels = l.key)`;
  await database.execute(writeLists(missing, true));
}
