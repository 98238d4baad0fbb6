import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { auditLogs, roles, tenants } from '@/lib/server/db/schema';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { translate } from '@/lib/i18n/translate';
import { GET as schoolList } from '@/app/api/webadmin/Tenant/get-list/route';
import { GET as schoolDetail } from '@/app/api/webadmin/Tenant/get-detail/route';
import { POST as schoolCreate } from '@/app/api/webadmin/Tenant/create/route';
import { PUT as schoolUpdate } from '@/app/api/webadmin/Tenant/update/[id]/route';
import { POST as uploadLogo } from '@/app/api/webadmin/Tenant/upload-logo/[id]/route';
import { GET as logoFile } from '@/app/api/webadmin/Tenant/logo/[file]/route';
import { GET as tenantDroplist } from '@/app/api/webadmin/Tenant/get-droplist-by-user/route';
import { call, first, makeSchool, makeUser, rand, signIn, UA, type School } from '../helpers/world';
import { carriesMetadata, expectCleanJpeg, phonePhoto, realImage, samePixels } from '../helpers/images';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A real JPEG and WebP come from realImage: a logo is decoded and written again, so it must be an image.

const newSchool = (over: Record<string, unknown> = {}) => ({
  code: `S${rand().toUpperCase()}`,
  name: `Trường Mầm non Sơn Ca ${rand()}`,
  address: '1 Đường Hoa Phượng',
  province_id: '01',
  phone: '024 3823 0000',
  email: `lienhe-${rand()}@sonca.edu.vn`,
  status: 'active',
  brandName: 'Mầm non Sơn Ca',
  btnColor: '#1971C2',
  textColor: '#ffffff',
  themePrimary: '#1971c2',
  themeMHPrimary: '#1864ab',
  themeMHHeader: '#f8f9fa',
  themeMHPrimaryLighter: '#e7f5ff',
  ...over,
});

type Raw = { status: number; headers: Headers; bytes: Buffer };

async function postLogo(opts: {
  token: string;
  tenantId: string;
  id: string;
  bytes: Buffer;
  name: string;
  type: string;
}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(opts.bytes)], { type: opts.type }), opts.name);
  const request = new Request(`http://localhost/api/webadmin/Tenant/upload-logo/${opts.id}`, {
    method: 'POST',
    body: form,
    headers: {
      authorization: `Bearer ${opts.token}`,
      'tenant-key': encryptTenantKey(opts.tenantId),
      'user-agent': UA.chromeWindows,
    },
  });
  const response = await uploadLogo(request, { params: Promise.resolve({ id: opts.id }) });
  return { status: response.status, body: await response.json() };
}

async function getLogo(url: string): Promise<Raw> {
  const file = url.split('/').pop()!;
  const response = await logoFile(new Request(`http://localhost${url}`), { params: Promise.resolve({ file }) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('schools (system administrators only)', () => {
  let home: School;
  let admin: string;
  let principal: string;

  beforeAll(async () => {
    home = await makeSchool();
    const a = await makeUser({ isSystemAdmin: true });
    admin = await signIn(a.username, a.password);
    const p = await home.addUser({ roles: ['principal'] });
    principal = await signIn(p.username, p.password);
  });

  const as = (token: string) => ({ token, tenantId: home.id });

  it('creates a school with its config and the standard roles, and lists and shows it', async () => {
    const input = newSchool();
    const created = await call(schoolCreate, { ...as(admin), body: input });
    expect(created.status).toBe(200);
    expect(first(created)).toMatchObject({ result: 1, message: 'common.success' });
    const id = first(created).id as string;

    const database = await db();
    const roleKeys = (await database.select({ key: roles.key }).from(roles).where(eq(roles.tenantId, id))).map(
      (r) => r.key,
    );
    expect(roleKeys.sort()).toEqual(['accountant', 'nurse', 'office', 'principal', 'teacher']);

    const detail = await call(schoolDetail, { ...as(admin), query: { id } });
    expect(detail.status).toBe(200);
    expect(detail.body.response.data).toMatchObject({
      id,
      code: input.code,
      name: input.name,
      province_id: '01',
      province_name: 'Thành phố Hà Nội',
      status: 'active',
      brandName: 'Mầm non Sơn Ca',
      btnColor: '#1971c2',
      themeMHPrimaryLighter: '#e7f5ff',
      logo: null,
    });

    const search = await call(schoolList, {
      ...as(admin),
      query: { search: input.name.replace('Sơn Ca', 'son ca').replace('Mầm', 'mam') },
    });
    expect(search.status).toBe(200);
    expect(search.body.response.total).toBe(1);
    expect(search.body.response.data[0].id).toBe(id);

    const inEnglish = await call(schoolDetail, { ...as(admin), query: { id }, language: 'en' });
    expect(inEnglish.body.response.data.province_name).toBe('Ha Noi City');

    // The audit row of the new school is filed under the school itself, by the administrator.
    const [row] = await database
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordType, 'tenants'), eq(auditLogs.recordId, id), eq(auditLogs.action, 'create')));
    expect(row.tenantId).toBe(id);
    expect(row.userId).not.toBeNull();
  });

  it('pages, sorts and filters the list by status', async () => {
    const tag = rand();
    for (const n of [1, 2, 3]) {
      const r = await call(schoolCreate, {
        ...as(admin),
        body: newSchool({ name: `Trường ${tag} số ${n}`, status: n === 3 ? 'inactive' : 'active' }),
      });
      expect(r.status).toBe(200);
    }
    const page1 = await call(schoolList, { ...as(admin), query: { search: tag, page_size: 2, order_by: '-name' } });
    expect(page1.body.response.total).toBe(3);
    expect(page1.body.response.data.map((s: { name: string }) => s.name)).toEqual([
      `Trường ${tag} số 3`,
      `Trường ${tag} số 2`,
    ]);
    const inactive = await call(schoolList, { ...as(admin), query: { search: tag, status: 'inactive' } });
    expect(inactive.body.response.data.map((s: { name: string }) => s.name)).toEqual([`Trường ${tag} số 3`]);
  });

  it('refuses a duplicate code with 409, whatever its case', async () => {
    const input = newSchool();
    expect((await call(schoolCreate, { ...as(admin), body: input })).status).toBe(200);
    const again = await call(schoolCreate, {
      ...as(admin),
      body: newSchool({ code: input.code.toLowerCase() }),
      language: 'en',
    });
    expect(again.status).toBe(409);
    expect(first(again)).toMatchObject({
      result: 0,
      message: 'errors.school_code_taken',
      text: translate('en', 'errors.school_code_taken'),
    });

    const other = first(await call(schoolCreate, { ...as(admin), body: newSchool() })).id;
    const clash = await call(schoolUpdate, {
      ...as(admin),
      params: { id: other },
      body: newSchool({ code: input.code }),
    });
    expect(clash.status).toBe(409);
    expect(first(clash).message).toBe('errors.school_code_taken');
  });

  it('answers 400 with per-field messages for an unknown province, a bad colour, a bad code or a missing name', async () => {
    const province = await call(schoolCreate, { ...as(admin), body: newSchool({ province_id: '99' }) });
    expect(province.status).toBe(400);
    expect(first(province).field_keys).toEqual({ province_id: 'errors.invalid_province' });

    const colour = await call(schoolCreate, {
      ...as(admin),
      body: newSchool({ btnColor: 'red', themeMHHeader: '#12345' }),
    });
    expect(colour.status).toBe(400);
    expect(first(colour).field_keys).toMatchObject({
      btnColor: 'errors.invalid_color',
      themeMHHeader: 'errors.invalid_color',
    });

    const bad = await call(schoolCreate, {
      ...as(admin),
      body: newSchool({ code: 'có dấu', name: '', email: 'x@', status: 'closed' }),
    });
    expect(bad.status).toBe(400);
    expect(first(bad).field_keys).toMatchObject({
      code: 'errors.school_code_format',
      name: 'errors.required',
      email: 'errors.invalid_email',
      status: 'errors.validation',
    });
  });

  it('updates details, colours and status; an inactive school leaves the droplist but is never deleted', async () => {
    const id = first(await call(schoolCreate, { ...as(admin), body: newSchool() })).id;
    const input = newSchool({
      name: 'Trường Mầm non Họa Mi',
      status: 'inactive',
      btnColor: '#ff0000',
      province_id: '79',
      brandName: '',
    });
    const r = await call(schoolUpdate, { ...as(admin), params: { id }, body: input });
    expect(r.status).toBe(200);
    expect(first(r)).toMatchObject({ result: 1, id });
    const detail = (await call(schoolDetail, { ...as(admin), query: { id } })).body.response.data;
    expect(detail).toMatchObject({
      name: 'Trường Mầm non Họa Mi',
      status: 'inactive',
      btnColor: '#ff0000',
      province_id: '79',
      brandName: null,
    });

    const drop = await call(tenantDroplist, { token: admin });
    expect(drop.body.response.data.map((t: { value: string }) => t.value)).not.toContain(id);
    const database = await db();
    expect(await database.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id))).toHaveLength(1);

    const missing = await call(schoolUpdate, { ...as(admin), params: { id: crypto.randomUUID() }, body: input });
    expect(missing.status).toBe(404);
    expect((await call(schoolDetail, { ...as(admin), query: { id: crypto.randomUUID() } })).status).toBe(404);
  });

  it('refuses every school call to anyone but a system administrator, with 403', async () => {
    const id = first(await call(schoolCreate, { ...as(admin), body: newSchool() })).id;
    // Even a role matrix edited by hand to hold the menu does not open it.
    const database = await db();
    await database
      .update(roles)
      .set({ rights: { school: ['read', 'create', 'update'] } })
      .where(and(eq(roles.tenantId, home.id), eq(roles.key, 'nurse')));
    const nurse = await home.addUser({ roles: ['nurse'] });
    const nurseToken = await signIn(nurse.username, nurse.password);
    for (const token of [principal, nurseToken]) {
      const replies = [
        await call(schoolList, as(token)),
        await call(schoolDetail, { ...as(token), query: { id } }),
        await call(schoolCreate, { ...as(token), body: newSchool() }),
        await call(schoolUpdate, { ...as(token), params: { id }, body: newSchool() }),
        await postLogo({ token, tenantId: home.id, id, bytes: PNG, name: 'logo.png', type: 'image/png' }),
      ];
      for (const r of replies) {
        expect(r.status).toBe(403);
        expect((r.body as { message: string }[])[0].message).toBe('errors.forbidden_action');
      }
    }
    expect((await call(schoolList, {})).status).toBe(401);
  });

  it('takes a real PNG as logo, serves it with its type, and points the config at it', async () => {
    const id = first(await call(schoolCreate, { ...as(admin), body: newSchool() })).id;
    const r = await postLogo({ token: admin, tenantId: home.id, id, bytes: PNG, name: 'logo.png', type: 'image/png' });
    expect(r.status).toBe(200);
    expect(r.body[0]).toMatchObject({ result: 1, id });
    const logo = (await call(schoolDetail, { ...as(admin), query: { id } })).body.response.data.logo as string;
    expect(logo).toMatch(new RegExp(`^/api/webadmin/Tenant/logo/${id}-[0-9a-f]{32}\\.png$`));

    const served = await getLogo(logo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // The same picture, written again (not the bytes as sent: see 'stores a logo re-encoded').
    expect(await samePixels(served.bytes, PNG)).toBe(true);

    // JPEG and WebP are known by their content too, whatever the name says; the replaced logo is no longer served.
    expect(
      (await postLogo({ token: admin, tenantId: home.id, id, bytes: await realImage('jpeg'), name: 'photo.png', type: 'image/png' }))
        .status,
    ).toBe(200);
    const jpeg = (await call(schoolDetail, { ...as(admin), query: { id } })).body.response.data.logo as string;
    expect(jpeg).toMatch(/\.jpg$/);
    expect((await getLogo(jpeg)).headers.get('content-type')).toBe('image/jpeg');
    expect((await getLogo(logo)).status).toBe(404);
    expect(
      (
        await postLogo({
          token: admin,
          tenantId: home.id,
          id,
          bytes: await realImage('webp'),
          name: 'logo',
          type: 'application/octet-stream',
        })
      ).status,
    ).toBe(200);
    const webp = (await call(schoolDetail, { ...as(admin), query: { id } })).body.response.data.logo as string;
    expect((await getLogo(webp)).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a text file renamed .png (415) and a file over 1 MB (413)', async () => {
    const id = first(await call(schoolCreate, { ...as(admin), body: newSchool() })).id;
    const text = await postLogo({
      token: admin,
      tenantId: home.id,
      id,
      bytes: Buffer.from('hello, not an image'),
      name: 'logo.png',
      type: 'image/png',
    });
    expect(text.status).toBe(415);
    expect(text.body[0].message).toBe('errors.file_type');
    // JPEG's first bytes with no image behind them, renamed .jpg: refused when decoding, with the same answer.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
    const undecodable = await postLogo({ token: admin, tenantId: home.id, id, bytes: fake, name: 'logo.jpg', type: 'image/jpeg' });
    expect([undecodable.status, undecodable.body[0].message]).toEqual([415, 'errors.file_type']);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(
      (await postLogo({ token: admin, tenantId: home.id, id, bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }))
        .status,
    ).toBe(415);

    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024, 0)]);
    const tooBig = await postLogo({
      token: admin,
      tenantId: home.id,
      id,
      bytes: big,
      name: 'big.png',
      type: 'image/png',
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body[0].message).toBe('errors.file_too_large');

    expect((await call(schoolDetail, { ...as(admin), query: { id } })).body.response.data.logo).toBeNull();
    const missing = await postLogo({
      token: admin,
      tenantId: home.id,
      id: crypto.randomUUID(),
      bytes: PNG,
      name: 'logo.png',
      type: 'image/png',
    });
    expect(missing.status).toBe(404);
  });

  it('stores a logo re-encoded: bounded, without EXIF or GPS, a PNG keeping its transparency; served inline, public', async () => {
    const id = first(await call(schoolCreate, { ...as(admin), body: newSchool() })).id;
    const photo = await phonePhoto(1600, 1200);
    expect(await carriesMetadata(photo)).toBe(true);
    const r = await postLogo({ token: admin, tenantId: home.id, id, bytes: photo, name: 'logo.jpg', type: 'image/jpeg' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const url = (await call(schoolDetail, { ...as(admin), query: { id } })).body.response.data.logo as string;
    // Turned upright (1600×1200 stored with orientation 6 is portrait) and shrunk to 1024 px.
    const image = await expectCleanJpeg(await getLogo(url), 'public, max-age=31536000, immutable');
    expect(image).toEqual({ format: 'jpeg', width: 768, height: 1024, orientation: undefined });

    const clear = await sharp({ create: { width: 16, height: 16, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    expect(
      (await postLogo({ token: admin, tenantId: home.id, id, bytes: clear, name: 'logo.png', type: 'image/png' })).status,
    ).toBe(200);
    const png = (await call(schoolDetail, { ...as(admin), query: { id } })).body.response.data.logo as string;
    const kept = await sharp((await getLogo(png)).bytes).metadata();
    expect([kept.format, kept.hasAlpha]).toEqual(['png', true]);
  });

  it('serves only files that are some school’s current logo', async () => {
    expect((await getLogo(`/api/webadmin/Tenant/logo/${home.id}-${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await getLogo('/api/webadmin/Tenant/logo/..%2F..%2Fdb')).status).toBe(404);
    expect((await getLogo('/api/webadmin/Tenant/logo/secrets.json')).status).toBe(404);
  });
});
