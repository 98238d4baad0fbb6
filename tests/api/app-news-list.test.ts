import { beforeAll, describe, expect, it } from 'vitest';
import { POST as newsCreate } from '@/app/api/webadmin/News/create/route';
import { GET as appFeed } from '@/app/api/app/news/route';
import { GET as appPage } from '@/app/api/app/news/list/route';
import { GET as appDetail } from '@/app/api/app/news/detail/route';
import { POST as appRead } from '@/app/api/app/news/read/route';
import { call, first, type Json } from '../helpers/world';
import { ok, requestsWorld, status, type As, type RequestsWorld } from '../helpers/requests-world';

const page = async (token: string, query: Record<string, string | number>) =>
  ok(await call(appPage, { token, query })).body.response as { data: Json[]; total: number };

describe('the parents’ feed a page at a time (GET /api/app/news/list) and one post (GET /api/app/news/detail)', () => {
  let w: RequestsWorld;
  const ids: Record<string, string> = {};
  const post = async (as: As, body: Record<string, unknown>) =>
    first(ok(await call(newsCreate, { ...as, body: { status: 'published', content: '<p>Nội dung</p>', ...body } }))).id as string;

  beforeAll(async () => {
    w = await requestsWorld();
    // Oldest first: five school posts, one for class A, one for Chí alone, a draft; the newest is pinned.
    for (let i = 1; i <= 5; i++) ids[`school${i}`] = await post(w.p, { kind: 'public', title: `Tin trường ${i}` });
    ids.classA = await post(w.p, { kind: 'class', class_ids: [w.classA], title: 'Tin lớp A' });
    ids.chi = await post(w.p, { kind: 'student', student_ids: [w.chi], title: 'Tin riêng Chí' });
    ids.draft = await post(w.p, { kind: 'public', title: 'Bản nháp', status: 'draft' });
    ids.pinned = await post(w.p, { kind: 'public', title: 'Tin ghim', pinned: true });
  });

  it('pages through the same feed as GET /api/app/news, with the total, pinned first then newest', async () => {
    const whole = ok(await call(appFeed, { token: w.parentAn, query: { student_id: w.an } })).body.response.data as Json[];
    expect(whole.map((p) => p.title)).toEqual(['Tin ghim', 'Tin lớp A', 'Tin trường 5', 'Tin trường 4', 'Tin trường 3', 'Tin trường 2', 'Tin trường 1']);
    const one = await page(w.parentAn, { student_id: w.an, page: 1, page_size: 3 });
    expect(one.total).toBe(7);
    expect(one.data.map((p) => p.id)).toEqual(whole.slice(0, 3).map((p) => p.id));
    const three = await page(w.parentAn, { student_id: w.an, page: 3, page_size: 3 });
    expect(three.data.map((p) => p.title)).toEqual(['Tin trường 1']);
    expect((await page(w.parentAn, { student_id: w.an, page: 9, page_size: 3 })).data).toEqual([]);
    // The old call keeps its answer (an array) and its fields; the new field is there too.
    expect(whole[0]).toMatchObject({ id: ids.pinned, kind: 'public', pinned: true, read: false, images: [], cover_url: null, cover_thumb_url: null });
    expect(whole[0].content_html).toBe('<p>Nội dung</p>');
    // Ten a page by default; without a child, the family's feed.
    const family = await page(w.parentChi, {});
    expect(family.total).toBe(7);
    expect(family.data.map((p) => p.title)).toContain('Tin riêng Chí');
    expect(family.data.map((p) => p.title)).not.toContain('Tin lớp A');
  });

  it('shows what the family has read', async () => {
    ok(await call(appRead, { token: w.parentAn, body: { id: ids.school3 } }));
    const all = await page(w.parentAn, { student_id: w.an, page_size: 50 });
    expect(all.data.filter((p) => p.read).map((p) => p.id)).toEqual([ids.school3]);
    // Read by one family is unread for another.
    expect((await page(w.parentChi, { page_size: 50 })).data.some((p) => p.read)).toBe(false);
  });

  it('one post, with its content; a post not meant for the family is not found', async () => {
    const got = ok(await call(appDetail, { token: w.parentAn, query: { id: ids.classA } })).body.response.data;
    expect(got).toMatchObject({ id: ids.classA, title: 'Tin lớp A', content_html: '<p>Nội dung</p>', read: false, images: [] });
    for (const id of [ids.chi, ids.draft]) status(await call(appDetail, { token: w.parentAn, query: { id } }), 404);
    status(await call(appDetail, { token: w.other.parentAn, query: { id: ids.classA } }), 404);
    status(await call(appDetail, { token: w.parentAn, query: { id: 'x' } }), 400);
  });

  it('another family’s child and another school’s child are not found', async () => {
    status(await call(appPage, { token: w.parentAn, query: { student_id: w.chi } }), 404);
    status(await call(appPage, { token: w.parentAn, query: { student_id: w.other.an } }), 404);
    // Another school's family sees none of these posts.
    expect((await page(w.other.parentAn, { page_size: 50 })).total).toBe(0);
  });

  it('refuses bad paging (translated) and a staff token', async () => {
    const bad: Record<string, string | number>[] = [{ page: 0 }, { page_size: 51 }, { page_size: 'x' }, { student_id: 'x' }];
    for (const query of bad) {
      const r = status(await call(appPage, { token: w.parentAn, query, language: 'en' }), 400);
      expect(first(r).message).toBeTruthy();
    }
    status(await call(appPage, { token: w.p.token }), 401);
    status(await call(appDetail, { token: w.p.token, query: { id: ids.classA } }), 401);
  });
});
