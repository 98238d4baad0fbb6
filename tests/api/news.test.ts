import zlib from 'node:zlib';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/server/db/client';
import { grantSchool } from '@/lib/server/user/create-user';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as roleCreate } from '@/app/api/webadmin/Role/create/route';
import { GET as list } from '@/app/api/webadmin/News/get-list/route';
import { GET as detail } from '@/app/api/webadmin/News/get-detail/route';
import { POST as create } from '@/app/api/webadmin/News/create/route';
import { PUT as update } from '@/app/api/webadmin/News/update/[id]/route';
import { DELETE as remove } from '@/app/api/webadmin/News/delete/route';
import { POST as uploadImage } from '@/app/api/webadmin/News/upload-image/[id]/route';
import { DELETE as removeImage } from '@/app/api/webadmin/News/delete-image/route';
import { GET as staffImage } from '@/app/api/webadmin/News/image/[file]/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { GET as appFeed } from '@/app/api/app/news/route';
import { POST as appRead } from '@/app/api/app/news/read/route';
import { GET as appImage } from '@/app/api/app/news/image/[file]/route';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import {
  call,
  callFile,
  first,
  makeSchool,
  makeUser,
  rand,
  randomIp,
  signIn,
  UA,
  type Json,
  type Reply,
  type School,
  type TestUser,
} from '../helpers/world';

type As = { token: string; tenantId: string };

function ok(r: Reply) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
}

async function addStudent(as: As, classId: string, fullName: string, parentPhone: string) {
  const r = ok(
    await call(studentCreate, {
      ...as,
      body: {
        code: `HS${rand()}`,
        full_name: fullName,
        gender: 'female',
        date_of_birth: '12/03/2021',
        class_id: classId,
        guardians: [
          { full_name: `Phụ huynh ${fullName}`, relationship: 'mother', phone: parentPhone, is_primary: true },
        ],
      },
    }),
  );
  return first(r).id as string;
}

/** An app account for the child's primary guardian, linked to the given children, signed in. */
async function parentOf(school: School, as: As, studentIds: string[]) {
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentIds[0] } })).body.response.data
    .guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(
    await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: studentIds } }),
  );
  const password = created.body.response.data.slip.password as string;
  const login = ok(
    await call(appLogin, {
      body: { username, password, school_code: school.code },
      headers: { 'x-forwarded-for': randomIp() },
    }),
  );
  return login.body.response.data.accessToken as string;
}

/** A school: principal, teacher A (class A), teacher B (class B), a nurse; three families. */
async function world() {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'], fullName: 'Hiệu trưởng Lan' });
  const teacherA = await school.addUser({ roles: ['teacher'], fullName: 'Cô Hằng' });
  const teacherB = await school.addUser({ roles: ['teacher'] });
  const nurse = await school.addUser({ roles: ['nurse'] });
  const as = async (u: TestUser) => ({ token: await signIn(u.username, u.password), tenantId: school.id });
  const p = await as(principal);
  const year = first(
    ok(
      await call(yearCreate, {
        ...p,
        body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true },
      }),
    ),
  ).id as string;
  const mkClass = async (name: string, teacher: string) =>
    first(
      ok(
        await call(classCreate, {
          ...p,
          body: { name, age_group: 'mau_giao_be', school_year_id: year, capacity: 30, teacher_ids: [teacher] },
        }),
      ),
    ).id as string;
  const classA = await mkClass('Mầm A', teacherA.id);
  const classB = await mkClass('Mầm B', teacherB.id);
  const an = await addStudent(p, classA, 'Nguyễn Thị Ân', '0912000111');
  const binh = await addStudent(p, classA, 'Lê Văn Bình', '0912000222');
  const chi = await addStudent(p, classB, 'Trần Minh Chí', '0912000333');
  return {
    school,
    p,
    tA: await as(teacherA),
    tB: await as(teacherB),
    nurse: await as(nurse),
    classA,
    classB,
    an,
    binh,
    chi,
    famAn: await parentOf(school, p, [an]),
    famBinh: await parentOf(school, p, [binh]),
    famChi: await parentOf(school, p, [chi]),
  };
}
type World = Awaited<ReturnType<typeof world>>;

const post = (over: Record<string, unknown> = {}) => ({
  kind: 'public',
  title: 'Thông báo nghỉ lễ',
  summary: 'Trường nghỉ lễ 30/4',
  content: '<p>Kính gửi phụ huynh</p>',
  status: 'published',
  ...over,
});
const newPost = async (as: As, over: Record<string, unknown> = {}) =>
  first(ok(await call(create, { ...as, body: post(over) }))).id as string;
const getPost = async (as: As, id: string) => ok(await call(detail, { ...as, query: { id } })).body.response.data;
const feed = async (token: string, query?: Record<string, string>) =>
  ok(await call(appFeed, { token, query })).body.response.data as Json[];

async function upload(as: As, id: string, bytes: Uint8Array, query = '', type = 'image/jpeg'): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), 'anh.jpg');
  const request = new Request(`http://localhost/api/webadmin/News/upload-image/${id}${query}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${as.token}`,
      'tenant-key': encryptTenantKey(as.tenantId),
      'user-agent': UA.samsung,
    },
    body: form,
  });
  const response = await uploadImage(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** A phone photo: 2400×1800 with EXIF that names the camera and the GPS position where it was taken. */
async function phonePhoto() {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', ImageDescription: 'SECRET-PLACE-MARKER' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 42/1', GPSLongitudeRef: 'E', GPSLongitude: '105/1 50/1 0/1' },
    })
    .toBuffer();
}

/** A PNG whose header claims 20 000 × 20 000 pixels: a few dozen bytes that would decode to 1.6 GB. */
function pixelBomb() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = zlib.deflateSync(Buffer.alloc(20000 * 3 + 1));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', idat),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('news', () => {
  let w: World;
  let other: { school: School; p: As; classId: string; postId: string; parent: string };

  beforeAll(async () => {
    w = await world();
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const year = first(
      ok(
        await call(yearCreate, {
          ...p,
          body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true },
        }),
      ),
    ).id as string;
    const classId = first(
      ok(
        await call(classCreate, {
          ...p,
          body: { name: 'Lá 9', age_group: 'mau_giao_lon', school_year_id: year, capacity: 30, teacher_ids: [] },
        }),
      ),
    ).id as string;
    const kid = await addStudent(p, classId, 'Đỗ Văn Khác', '0912999888');
    other = {
      school,
      p,
      classId,
      postId: await newPost(p, { title: 'Tin trường khác' }),
      parent: await parentOf(school, p, [kid]),
    };
  });

  it('keeps the text of rich content but strips every known XSS payload; links get rel="noopener noreferrer"', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)><circle/></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<a href="javascript:alert(1)">bấm</a>',
      '<a href="JaVaScRiPt:alert(1)">bấm</a>',
      '<a href="&#106;avascript:alert(1)">bấm</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">bấm</a>',
      '<p onclick="alert(1)" style="background:url(javascript:alert(1))">đoạn</p>',
      '<body onload=alert(1)>',
      '<object data="javascript:alert(1)"></object>',
      '<embed src="javascript:alert(1)">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form action="javascript:alert(1)"><input type=submit></form>',
      '<details open ontoggle=alert(1)>',
      '<video><source onerror="alert(1)"></video>',
      '"><script>alert(String.fromCharCode(88,83,83))</script>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<base href="javascript:alert(1)//">',
      '<link rel=stylesheet href="javascript:alert(1)">',
      '<style>@import "javascript:alert(1)";</style>',
      '<a href="  javascript:alert(1)">bấm</a>',
      '<a href="vbscript:msgbox(1)">bấm</a>',
      '<div style="width: expression(alert(1))">x</div>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<template><script>alert(1)</script></template>',
      '<input autofocus onfocus=alert(1)>',
    ];
    const content = `<h2>Thực đơn tuần</h2><p>Thứ <strong>hai</strong>: <em>phở</em></p><ul><li>Sữa</li></ul><p><a href="https://hoasen.edu.vn/menu" target="_self" onclick="x()">xem thêm</a></p>${payloads.join('')}`;
    const id = await newPost(w.p, { content, status: 'draft' });
    const html = (await getPost(w.p, id)).content_html as string;
    expect(html).toContain('<h2>Thực đơn tuần</h2>');
    expect(html).toContain('<strong>hai</strong>');
    expect(html).toContain('<li>Sữa</li>');
    expect(html).toContain(
      '<a href="https://hoasen.edu.vn/menu" target="_blank" rel="noopener noreferrer">xem thêm</a>',
    );
    expect(html).toContain('đoạn');
    for (const bad of [
      /<script/i,
      /javascript:/i,
      /vbscript:/i,
      /data:text/i,
      /\son[a-z]+\s*=/i,
      /<iframe/i,
      /<svg/i,
      /<img/i,
      /<object/i,
      /<embed/i,
      /<style/i,
      /style=/i,
      /<form/i,
      /<input/i,
      /<meta/i,
      /<base/i,
      /<link/i,
      /expression\(/i,
      /alert\(/i,
    ]) {
      expect(html).not.toMatch(bad);
    }
    // Every remaining link is safe and carries rel.
    for (const a of html.match(/<a [^>]*>/g) ?? []) expect(a).toMatch(/rel="noopener noreferrer"/);
  });

  it('lists one kind, pinned first, with the audience and read counts; the staff detail has them too', async () => {
    const plain = await newPost(w.p, { title: 'Tin thường' });
    const pinned = await newPost(w.p, { title: 'Tin ghim', pinned: true });
    const { data } = ok(await call(list, { ...w.p, query: { kind: 'public', page_size: 100 } })).body.response;
    const ids = (data as Json[]).map((r) => r.id);
    expect(ids.indexOf(pinned)).toBeLessThan(ids.indexOf(plain));
    expect(ids).not.toContain(other.postId);
    const row = (data as Json[]).find((r) => r.id === plain);
    expect(row).toMatchObject({ kind: 'public', status: 'published', audience_count: 3, read_count: 0, pinned: false });
    expect((await call(list, { ...w.p, query: { kind: 'news' } })).status).toBe(400);
  });

  it('a teacher posts for their own class only: another class or child is 404, public news is 403', async () => {
    const mine = await newPost(w.tA, { kind: 'class', class_ids: [w.classA], title: 'Ảnh lớp Mầm A' });
    expect((await getPost(w.tA, mine)).classes).toEqual([{ id: w.classA, name: 'Mầm A' }]);
    const theirs = await call(create, { ...w.tA, body: post({ kind: 'class', class_ids: [w.classB] }) });
    expect(theirs.status).toBe(404);
    expect(
      (await call(create, { ...w.tA, body: post({ kind: 'class', class_ids: [w.classA, w.classB] }) })).status,
    ).toBe(404);
    expect((await call(create, { ...w.tA, body: post({ kind: 'student', student_ids: [w.chi] }) })).status).toBe(404);
    expect((await call(create, { ...w.tA, body: post({ kind: 'class', class_ids: [other.classId] }) })).status).toBe(
      404,
    );
    expect((await call(create, { ...w.p, body: post({ kind: 'class', class_ids: [other.classId] }) })).status).toBe(
      404,
    );
    expect((await call(create, { ...w.tA, body: post() })).status).toBe(403);
    // Nothing half-written: the refused posts are nowhere.
    const classList = ok(await call(list, { ...w.p, query: { kind: 'class', page_size: 100 } })).body.response
      .data as Json[];
    expect(classList.map((r) => r.id)).toEqual([mine]);
    // Teacher B does not reach teacher A's class news; its edit, delete and photos are 404 for them.
    expect((await call(detail, { ...w.tB, query: { id: mine } })).status).toBe(404);
    expect(
      (await call(update, { ...w.tB, params: { id: mine }, body: post({ kind: 'class', class_ids: [w.classB] }) }))
        .status,
    ).toBe(404);
    expect(ok(await call(list, { ...w.tB, query: { kind: 'class' } })).body.response.total).toBe(0);
    // The kind stays: an update sent as public news cannot empty a class post's audience.
    const asPublic = await call(update, { ...w.tA, params: { id: mine }, body: post({ kind: 'public' }) });
    expect(asPublic.status).toBe(400);
    expect((await getPost(w.tA, mine)).classes).toHaveLength(1);
    // An empty audience is a clear 400.
    const empty = await call(create, { ...w.tA, body: post({ kind: 'class', class_ids: [] }), language: 'en' });
    expect(empty.status).toBe(400);
    expect(first(empty).fields.class_ids).toBe('Choose at least one class.');
  });

  it('another school’s post is 404 for everything', async () => {
    expect((await call(detail, { ...w.p, query: { id: other.postId } })).status).toBe(404);
    expect((await call(update, { ...w.p, params: { id: other.postId }, body: post() })).status).toBe(404);
    expect((await call(remove, { ...w.p, body: { id: other.postId } })).status).toBe(404);
    expect((await upload(w.p, other.postId, await phonePhoto())).status).toBe(404);
    expect((await call(appRead, { token: w.famAn, body: { id: other.postId } })).status).toBe(404);
    expect((await feed(w.famAn)).map((n) => n.id)).not.toContain(other.postId);
    expect((await getPost(other.p, other.postId)).title).toBe('Tin trường khác');
  });

  it('sending out needs `approve`; writing a draft needs `create`', async () => {
    expect((await call(create, { ...w.nurse, body: post({ status: 'draft' }) })).status).toBe(403);
    // A role that may write public news but not send it out.
    const roleId = first(
      ok(
        await call(roleCreate, {
          ...w.p,
          body: {
            key: `writer${rand()}`,
            name_vi: 'Biên tập',
            name_en: 'Writer',
            rights: { 'news-public': ['read', 'create', 'update'] },
          },
        }),
      ),
    ).id as string;
    const writer = await makeUser();
    await grantSchool(await db(), {
      tenantId: w.school.id,
      userId: writer.id,
      scope: 'school',
      roleIds: [roleId],
      isDefault: true,
    });
    const as = { token: await signIn(writer.username, writer.password), tenantId: w.school.id };
    expect((await call(create, { ...as, body: post({ status: 'published' }) })).status).toBe(403);
    const draft = await newPost(as, { status: 'draft', title: 'Bản nháp của biên tập' });
    expect((await call(update, { ...as, params: { id: draft }, body: post({ status: 'published' }) })).status).toBe(
      403,
    );
    ok(await call(update, { ...as, params: { id: draft }, body: post({ status: 'draft', title: 'Sửa lại' }) }));
    ok(await call(update, { ...w.p, params: { id: draft }, body: post({ status: 'published', title: 'Sửa lại' }) }));
    expect((await getPost(w.p, draft)).status).toBe('published');
  });

  it('families see only what is out and meant for them; reading counts once per family', async () => {
    const forA = await newPost(w.tA, { kind: 'class', class_ids: [w.classA], title: 'Hôm nay lớp Mầm A đi dã ngoại' });
    const forChi = await newPost(w.p, { kind: 'student', student_ids: [w.chi], title: 'Bé Chí được bé ngoan' });
    const draft = await newPost(w.p, { status: 'draft', title: 'Nháp chưa gửi' });
    const titles = async (token: string) => (await feed(token)).map((n) => n.title);
    expect(await titles(w.famAn)).toContain('Hôm nay lớp Mầm A đi dã ngoại');
    expect(await titles(w.famChi)).not.toContain('Hôm nay lớp Mầm A đi dã ngoại');
    expect(await titles(w.famChi)).toContain('Bé Chí được bé ngoan');
    expect(await titles(w.famAn)).not.toContain('Bé Chí được bé ngoan');
    expect(await titles(w.famAn)).not.toContain('Nháp chưa gửi');
    // A parent reading another family's student news, or a draft: 404.
    expect((await call(appRead, { token: w.famAn, body: { id: forChi } })).status).toBe(404);
    expect((await call(appRead, { token: w.famAn, body: { id: draft } })).status).toBe(404);
    expect((await call(appFeed, { token: w.famAn, query: { student_id: w.chi } })).status).toBe(404);
    expect((await call(appFeed, { token: other.parent, query: { student_id: w.an } })).status).toBe(404);

    const item = (await feed(w.famAn, { student_id: w.an })).find((n) => n.id === forA);
    expect(item).toMatchObject({ kind: 'class', read: false, pinned: false, cover_url: null, images: [] });
    expect(typeof item.content_html).toBe('string');
    expect(new Date(item.published_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await getPost(w.tA, forA)).toMatchObject({ read_count: 0, audience_count: 2 });
    const read = ok(await call(appRead, { token: w.famAn, body: { id: forA } }));
    expect(read.body).toEqual([expect.objectContaining({ result: 1 })]);
    ok(await call(appRead, { token: w.famAn, body: { id: forA } }));
    expect(await getPost(w.tA, forA)).toMatchObject({ read_count: 1, audience_count: 2 });
    ok(await call(appRead, { token: w.famBinh, body: { id: forA } }));
    expect(await getPost(w.tA, forA)).toMatchObject({ read_count: 2, audience_count: 2 });
    expect((await feed(w.famAn)).find((n) => n.id === forA).read).toBe(true);
    // A staff token is 401 on the parents' API.
    expect((await call(appFeed, { token: w.p.token })).status).toBe(401);
  });

  it('a scheduled post stays invisible to parents until its time, then counts as published', async () => {
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    const id = await newPost(w.p, { status: 'scheduled', publish_at: inAnHour, title: 'Hẹn giờ: họp phụ huynh' });
    expect((await getPost(w.p, id)).status).toBe('scheduled');
    expect((await feed(w.famAn)).map((n) => n.id)).not.toContain(id);
    expect((await call(appRead, { token: w.famAn, body: { id } })).status).toBe(404);
    const past = await call(create, { ...w.p, body: post({ status: 'scheduled', publish_at: new Date(Date.now() - 86_400_000).toISOString() }) });
    expect(past.status).toBe(400);
    expect(first(past).field_keys.publish_at).toBe('errors.news_publish_past');
    // Its time comes.
    await (await db()).execute(sql`update news_posts set publish_at = now() - interval '1 minute' where id = ${id}`);
    expect((await feed(w.famAn)).map((n) => n.id)).toContain(id);
    expect((await getPost(w.p, id)).status).toBe('published');
  });

  it('deletes only drafts; a published post is hidden instead, and never becomes a draft again', async () => {
    const draft = await newPost(w.p, { status: 'draft' });
    ok(await call(remove, { ...w.p, body: { id: draft } }));
    expect((await call(detail, { ...w.p, query: { id: draft } })).status).toBe(404);
    const out = await newPost(w.p, { title: 'Sẽ bị ẩn' });
    const refused = await call(remove, { ...w.p, body: { id: out }, language: 'en' });
    expect(refused.status).toBe(409);
    expect(first(refused).text).toContain('Hide');
    expect((await call(update, { ...w.p, params: { id: out }, body: post({ status: 'draft' }) })).status).toBe(422);
    ok(await call(update, { ...w.p, params: { id: out }, body: post({ title: 'Sẽ bị ẩn', status: 'hidden' }) }));
    expect((await feed(w.famAn)).map((n) => n.id)).not.toContain(out);
    expect((await getPost(w.p, out)).status).toBe('hidden');
    ok(await call(update, { ...w.p, params: { id: out }, body: post({ title: 'Sẽ bị ẩn', status: 'published' }) }));
    expect((await feed(w.famAn)).map((n) => n.id)).toContain(out);
  });

  it('feeds pinned first, then newest', async () => {
    const school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: school.id };
    const year = first(
      ok(
        await call(yearCreate, {
          ...p,
          body: { name: 'Năm', start_date: '01/08/2025', end_date: '31/05/2026', is_current: true },
        }),
      ),
    ).id;
    const cls = first(
      ok(
        await call(classCreate, {
          ...p,
          body: { name: 'Lá', age_group: 'mau_giao_lon', school_year_id: year, capacity: 30, teacher_ids: [] },
        }),
      ),
    ).id;
    const kid = await addStudent(p, cls, 'Phạm Gia Huy', '0988000111');
    const fam = await parentOf(school, p, [kid]);
    const a = await newPost(p, { title: 'Cũ' });
    const b = await newPost(p, { title: 'Ghim', pinned: true });
    const c = await newPost(p, { title: 'Mới', kind: 'class', class_ids: [cls] });
    await (await db()).execute(sql`update news_posts set publish_at = now() - interval '2 days' where id = ${a}`);
    await (await db()).execute(sql`update news_posts set publish_at = now() - interval '3 days' where id = ${b}`);
    expect((await feed(fam)).map((n) => n.id)).toEqual([b, c, a]);
  });

  it('photos: checked by content and size, resized with a thumbnail, EXIF and GPS gone, served only to their readers', async () => {
    const id = await newPost(w.tA, { kind: 'class', class_ids: [w.classA], title: 'Ảnh hoạt động', status: 'draft' });
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeTruthy();
    expect(original.includes('SECRET-PLACE-MARKER')).toBe(true);

    const up = ok(await upload(w.tA, id, new Uint8Array(original)));
    const image = first(up).data;
    expect(image).toMatchObject({ width: 1600, height: 1200, role: 'gallery' });
    // Refused: not an image by content, an image that does not decode, a pixel bomb, another teacher.
    expect((await upload(w.tA, id, new TextEncoder().encode('<svg onload=alert(1)>'), '', 'image/png')).status).toBe(
      415,
    );
    expect((await upload(w.tA, id, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]))).status).toBe(415);
    const huge = new Uint8Array(16 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await upload(w.tA, id, huge)).status).toBe(413);
    const bomb = await upload(w.tA, id, pixelBomb(), '', 'image/png');
    expect(bomb.status).toBe(422);
    expect(first(bomb).message).toBe('errors.news_image_too_many_pixels');
    expect((await upload(w.tB, id, new Uint8Array(original))).status).toBe(404);
    ok(
      await upload(
        w.tA,
        id,
        new Uint8Array(
          await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
            .png()
            .toBuffer(),
        ),
        '?role=cover',
        'image/png',
      ),
    );

    const post1 = await getPost(w.tA, id);
    expect(post1.images).toHaveLength(2);
    expect(post1.images[0].role).toBe('cover');
    expect(post1.cover_url).toBe(post1.images[0].url);

    const file = image.url.split('/').pop();
    const thumb = image.thumb_url.split('/').pop();
    const served = await callFile(staffImage, { ...w.tA, params: { file } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.bytes.includes('SECRET-PLACE-MARKER')).toBe(false);
    expect(served.bytes.includes('PhoneMaker')).toBe(false);
    expect(served.bytes.includes('Exif')).toBe(false);
    const small = await callFile(staffImage, { ...w.tA, params: { file: thumb } });
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 400, height: 300 });

    // Staff of the class and school see it; another teacher, another school and anyone else do not.
    expect((await callFile(staffImage, { ...w.p, params: { file } })).status).toBe(200);
    expect((await callFile(staffImage, { ...w.tB, params: { file } })).status).toBe(404);
    expect((await callFile(staffImage, { ...other.p, params: { file } })).status).toBe(404);
    expect((await callFile(staffImage, { ...w.p, params: { file: '../../etc/passwd' } })).status).toBe(400);
    // Families: not while it is a draft; then the audience's families with their token, and nobody else.
    expect((await callFile(appImage, { token: w.famAn, params: { file } })).status).toBe(404);
    ok(
      await call(update, {
        ...w.tA,
        params: { id },
        body: post({ kind: 'class', class_ids: [w.classA], title: 'Ảnh hoạt động', status: 'published' }),
      }),
    );
    const item = (await feed(w.famAn)).find((n) => n.id === id);
    expect(item.images.map((i: Json) => i.url)).toContain(`/api/app/news/image/${file}`);
    expect(item.cover_url).toMatch(/^\/api\/app\/news\/image\/[0-9a-f-]{36}\.jpg$/);
    const forParent = await callFile(appImage, { token: w.famAn, params: { file } });
    expect(forParent.status).toBe(200);
    expect((await sharp(forParent.bytes).metadata()).exif).toBeUndefined();
    expect((await callFile(appImage, { token: w.famChi, params: { file } })).status).toBe(404);
    expect((await callFile(appImage, { token: other.parent, params: { file } })).status).toBe(404);
    expect((await callFile(appImage, { token: w.p.token, params: { file } })).status).toBe(401);

    // Taking a photo off.
    ok(await call(removeImage, { ...w.tA, body: { id: image.id } }));
    expect((await callFile(staffImage, { ...w.tA, params: { file } })).status).toBe(404);
    expect((await getPost(w.tA, id)).images).toHaveLength(1);
  });
});
