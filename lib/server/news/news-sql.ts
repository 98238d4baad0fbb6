import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import type { RequestContext } from '../http/context';
import { NEWS_APP_IMAGE_ROUTE, NEWS_IMAGE_ROUTE, type NewsKind, type NewsStatus } from '@/lib/news-values';
import type { NewsDetail, NewsImage, NewsRow } from '@/lib/schemas/news';

/**
 * The posts a member of staff may reach, over `news_posts p`: the whole school; a teacher (scope `class`) every
 * public post, and class or student news whose whole audience lies in their classes (a post for their class and
 * another is the principal's to edit, so it is out of their reach as a whole).
 */
export function newsScope(ctx: RequestContext): SQL {
  if (ctx.scope !== 'class') return sql`true`;
  const mine = uuidArray(ctx.classIds);
  const t = ctx.tenantId;
  return sql`(p.kind = 'public'
    or (p.kind = 'class' and not exists (select 1 from news_post_classes nc
      where nc.tenant_id = ${t} and nc.post_id = p.id and not (nc.class_id = any(${mine}))))
    or (p.kind = 'student' and not exists (select 1 from news_post_students ns
      join students s on s.tenant_id = ${t} and s.id = ns.student_id
      where ns.tenant_id = ${t} and ns.post_id = p.id and (s.class_id is null or not (s.class_id = any(${mine}))))))`;
}

/**
 * `st` (a row of `students`) is in the audience of the post `p` of the school `tenantId`: every child still at
 * school for public news, a child now in one of the chosen classes for class news, one of the chosen children for
 * student news. The school is named as a value in each sub-select: on Citus a column of the outer row does not
 * route a sub-select to the school's node.
 */
export const childInAudience = (tenantId: string) => sql`(
  (p.kind = 'public' and st.status = 'studying')
  or (p.kind = 'class' and st.status = 'studying' and exists (select 1 from news_post_classes nc
    where nc.tenant_id = ${tenantId} and nc.post_id = p.id and nc.class_id = st.class_id))
  or (p.kind = 'student' and exists (select 1 from news_post_students ns
    where ns.tenant_id = ${tenantId} and ns.post_id = p.id and ns.student_id = st.id)))`;

/** The families (app accounts) the post `p` reaches: those with at least one child in its audience. */
const audienceAccounts = (tenantId: string) => sql`select distinct l.account_id from app_account_students l
  join students st on st.tenant_id = ${tenantId} and st.id = l.student_id
  where l.tenant_id = ${tenantId} and ${childInAudience(tenantId)}`;

/** The post `p` is out for families: published, or scheduled and its time has come. */
export const isLive = sql`(p.status = 'published' or (p.status = 'scheduled' and p.publish_at <= now()))`;

/** The status as the screens show it: a scheduled post whose time has come is published. */
export const shownStatus = sql`case when p.status = 'scheduled' and p.publish_at <= now() then 'published' else p.status end`;

type Raw = Omit<
  NewsRow,
  | 'publish_at'
  | 'created_at'
  | 'updated_at'
  | 'read_count'
  | 'audience_count'
  | 'image_count'
  | 'cover_url'
  | 'cover_thumb_url'
> & {
  publish_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  read_count: number | string;
  audience_count: number | string;
  image_count: number | string;
  cover_id: string | null;
  content_html?: string;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The stored photo's addresses: the staff route, or the parents' app route. */
export function imageUrls(id: string, app = false) {
  const base = app ? NEWS_APP_IMAGE_ROUTE : NEWS_IMAGE_ROUTE;
  return { url: `${base}${id}.jpg`, thumb_url: `${base}${id}-t.jpg` };
}

/**
 * Posts as the staff API answers them, with the audience (classes, children by given name), the cover, and how
 * many of the families reached have read it. `where` and `order` may use `p`.
 */
export async function selectNewsRows(
  tx: Tx,
  tenantId: string,
  where: SQL,
  order: SQL,
  page?: { limit: number; offset: number },
  withContent = false,
): Promise<(NewsRow & { content_html?: string })[]> {
  const raw = await rowsOf<Raw>(
    tx,
    sql`
    select p.id, p.kind, p.title, p.summary, ${shownStatus} as status, p.publish_at, p.pinned,
      ${withContent ? sql`p.content_html,` : sql``}
      (select i.id from news_images i where i.tenant_id = ${tenantId} and i.post_id = p.id
        order by (i.role = 'cover') desc, i.position, i.created_at limit 1) as cover_id,
      (select count(*) from news_images i where i.tenant_id = ${tenantId} and i.post_id = p.id) as image_count,
      coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
        from news_post_classes nc join classes c on c.tenant_id = ${tenantId} and c.id = nc.class_id
        where nc.tenant_id = ${tenantId} and nc.post_id = p.id), '[]') as classes,
      coalesce((select json_agg(json_build_object('id', s.id, 'full_name', s.full_name, 'class_name', c.name)
          order by s.name_key collate "C", s.id)
        from news_post_students ns join students s on s.tenant_id = ${tenantId} and s.id = ns.student_id
        left join classes c on c.tenant_id = ${tenantId} and c.id = s.class_id
        where ns.tenant_id = ${tenantId} and ns.post_id = p.id), '[]') as students,
      (select count(*) from (${audienceAccounts(tenantId)}) a) as audience_count,
      (select count(*) from news_reads r where r.tenant_id = ${tenantId} and r.post_id = p.id
        and r.account_id in (${audienceAccounts(tenantId)})) as read_count,
      u.full_name as created_by_name, p.created_at, p.updated_at
    from news_posts p
    left join users u on u.id = p.created_by
    where p.tenant_id = ${tenantId} and ${where}
    order by ${order}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return raw.map((r) => {
    const { cover_id, ...rest } = r;
    const cover = cover_id ? imageUrls(cover_id) : null;
    return {
      ...rest,
      kind: r.kind as NewsKind,
      status: r.status as NewsStatus,
      publish_at: iso(r.publish_at),
      created_at: iso(r.created_at)!,
      updated_at: iso(r.updated_at)!,
      read_count: Number(r.read_count),
      audience_count: Number(r.audience_count),
      image_count: Number(r.image_count),
      cover_url: cover?.url ?? null,
      cover_thumb_url: cover?.thumb_url ?? null,
      classes: typeof r.classes === 'string' ? JSON.parse(r.classes) : r.classes,
      students: typeof r.students === 'string' ? JSON.parse(r.students) : r.students,
    };
  });
}

/** The photos of some posts, cover first then in the order they were added. */
export async function imagesOf(
  tx: Tx,
  tenantId: string,
  postIds: string[],
  app = false,
): Promise<Map<string, NewsImage[]>> {
  const map = new Map<string, NewsImage[]>();
  if (!postIds.length) return map;
  const rows = await rowsOf<{ id: string; post_id: string; role: 'cover' | 'gallery'; width: number; height: number }>(
    tx,
    sql`select id, post_id, role, width, height from news_images
      where tenant_id = ${tenantId} and post_id = any(${uuidArray(postIds)})
      order by post_id, (role = 'cover') desc, position, created_at`,
  );
  for (const r of rows) {
    const list = map.get(r.post_id) ?? [];
    list.push({ id: r.id, role: r.role, width: r.width, height: r.height, ...imageUrls(r.id, app) });
    map.set(r.post_id, list);
  }
  return map;
}

/** One post of the caller's school and scope with content and photos, or undefined. */
export async function selectNewsDetail(tx: Tx, ctx: RequestContext, id: string): Promise<NewsDetail | undefined> {
  const [row] = await selectNewsRows(
    tx,
    ctx.tenantId,
    sql`p.id = ${id} and ${newsScope(ctx)}`,
    sql`p.id`,
    undefined,
    true,
  );
  if (!row) return undefined;
  const images = (await imagesOf(tx, ctx.tenantId, [id])).get(id) ?? [];
  return { ...row, content_html: row.content_html ?? '', images };
}
