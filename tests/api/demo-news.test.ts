import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { db } from '@/lib/server/db/client';
import { seedDemoStudents } from '@/lib/server/demo/demo-students';
import { seedDemoAppAccounts } from '@/lib/server/demo/demo-app-accounts';
import { seedDemoNews } from '@/lib/server/demo/demo-news';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { GET as list } from '@/app/api/webadmin/News/get-list/route';
import { GET as staffImage } from '@/app/api/webadmin/News/image/[file]/route';
import { call, callFile, first, makeSchool, rand, signIn, type Json } from '../helpers/world';

describe('demo news', () => {
  it('seeds a term of each kind, some with photos, some read', async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const yearId = first(
      await call(yearCreate, {
        ...p,
        body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true },
      }),
    ).id;
    for (const name of ['Mầm 1', 'Mầm 2', 'Chồi 1', 'Lá 1'])
      await call(classCreate, {
        ...p,
        body: { name, age_group: 'mau_giao_be', school_year_id: yearId, capacity: 40, teacher_ids: [] },
      });
    const database = await db();
    await seedDemoStudents(database, { tenantId: school.id });
    await seedDemoAppAccounts(database, { tenantId: school.id, password: 'Demo-Password-1' });
    await seedDemoNews(database, {
      tenantId: school.id,
      userIds: { principal: principal.id, teacher1: principal.id, teacher2: principal.id },
    });

    const rows = async (kind: string) =>
      (await call(list, { ...p, query: { kind, page_size: 100 } })).body.response.data as Json[];
    const pub = await rows('public');
    expect(pub[0]).toMatchObject({ pinned: true, status: 'published' });
    expect(new Set(pub.map((r) => r.status))).toEqual(new Set(['published', 'scheduled', 'draft', 'hidden']));
    const cls = await rows('class');
    const stu = await rows('student');
    expect(cls.length).toBeGreaterThanOrEqual(3);
    expect(stu.length).toBeGreaterThanOrEqual(2);
    for (const r of [...pub, ...cls, ...stu].filter((x) => x.status === 'published')) {
      expect(r.audience_count, r.title).toBeGreaterThan(0);
      expect(r.read_count, r.title).toBeLessThan(r.audience_count + 1);
      // A post for a whole class or school is read by some families (one for a single child may not be yet).
      if (r.kind !== 'student') expect(r.read_count, r.title).toBeGreaterThan(0);
    }
    const withPhoto = cls.find((r) => r.image_count > 0)!;
    const file = withPhoto.cover_thumb_url.split('/').pop();
    const img = await callFile(staffImage, { ...p, params: { file } });
    expect(img.status).toBe(200);
    expect((await sharp(img.bytes).metadata()).format).toBe('jpeg');
  });
});
