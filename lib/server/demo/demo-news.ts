import 'server-only';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import { generator } from './demo-random';
import { writeNewsImage } from '../news/news-image-file';
import type { NewsKind, NewsStatus } from '@/lib/news-values';

type DemoPost = {
  kind: NewsKind;
  title: string;
  summary: string;
  content: string;
  status: NewsStatus;
  /** Days from now (negative: in the past). */
  day: number;
  pinned?: boolean;
  classes?: string[];
  /** How many children (picked from the class named first) for student news. */
  children?: number;
  photos?: string[];
  by: 'principal' | 'teacher1' | 'teacher2';
};

const POSTS: DemoPost[] = [
  {
    kind: 'public',
    title: 'Lịch nghỉ Tết Nguyên đán',
    summary: 'Trường nghỉ Tết từ 26 tháng Chạp đến hết mùng 6.',
    content:
      '<p>Kính gửi quý phụ huynh,</p><p>Nhà trường thông báo lịch nghỉ Tết Nguyên đán: <strong>từ 26 tháng Chạp đến hết mùng 6 tháng Giêng</strong>. Các bé đi học lại vào mùng 7.</p><ul><li>Lớp bán trú: đóng cửa từ 16h30 ngày 25 tháng Chạp.</li><li>Phụ huynh cần trông giữ trẻ xin liên hệ văn phòng.</li></ul>',
    status: 'published',
    day: -3,
    pinned: true,
    by: 'principal',
  },
  {
    kind: 'public',
    title: 'Thực đơn tuần này',
    summary: 'Bữa trưa và bữa phụ từ thứ Hai đến thứ Sáu.',
    content:
      '<h2>Thực đơn</h2><ul><li>Thứ Hai: cơm, cá hồi sốt cà chua, canh bí đỏ</li><li>Thứ Ba: phở gà</li><li>Thứ Tư: cơm, thịt băm rim, canh rau ngót</li><li>Thứ Năm: bún bò</li><li>Thứ Sáu: cơm, tôm rim, canh cải</li></ul><p>Bữa phụ: sữa chua, hoa quả theo mùa.</p>',
    status: 'published',
    day: -1,
    photos: ['#f4a261'],
    by: 'principal',
  },
  {
    kind: 'public',
    title: 'Họp phụ huynh đầu năm học',
    summary: 'Thứ Bảy tuần sau, 8h00 tại hội trường.',
    content:
      '<p>Mời quý phụ huynh dự họp đầu năm học vào <strong>8h00 thứ Bảy tuần sau</strong> tại hội trường tầng 2. Xem sơ đồ tại <a href="https://hoasen.edu.vn/so-do">trang của trường</a>.</p>',
    status: 'published',
    day: -20,
    by: 'principal',
  },
  {
    kind: 'public',
    title: 'Ngày hội Trung thu',
    summary: 'Các bé rước đèn, phá cỗ cùng cô và bạn.',
    content: '<p>Ngày hội Trung thu của trường diễn ra vui vẻ với múa lân, rước đèn và phá cỗ.</p>',
    status: 'published',
    day: -45,
    photos: ['#e76f51', '#2a9d8f', '#e9c46a'],
    by: 'principal',
  },
  {
    kind: 'public',
    title: 'Khám sức khỏe định kỳ',
    summary: 'Đoàn y tế phường khám cho các bé vào tuần tới.',
    content: '<p>Phụ huynh vui lòng cho bé ăn sáng đầy đủ trước ngày khám.</p>',
    status: 'scheduled',
    day: 2,
    by: 'principal',
  },
  {
    kind: 'public',
    title: 'Tuyển sinh năm học mới (bản nháp)',
    summary: 'Thông tin tuyển sinh đang soạn.',
    content: '<p>Đang soạn…</p>',
    status: 'draft',
    day: 0,
    by: 'principal',
  },
  {
    kind: 'public',
    title: 'Thông báo cũ đã ẩn',
    summary: 'Lịch cũ, đã thay bằng thông báo mới.',
    content: '<p>Lịch cũ.</p>',
    status: 'hidden',
    day: -60,
    by: 'principal',
  },
  {
    kind: 'class',
    title: 'Bé tập vẽ tranh gia đình',
    summary: 'Các bạn Mầm 1 vẽ bố mẹ và anh chị em.',
    content: '<p>Hôm nay lớp Mầm 1 học vẽ tranh về gia đình. Các bé rất hào hứng!</p>',
    status: 'published',
    day: -2,
    classes: ['Mầm 1'],
    photos: ['#8ecae6', '#ffb703'],
    by: 'teacher1',
  },
  {
    kind: 'class',
    title: 'Dã ngoại công viên',
    summary: 'Mầm 1 và Mầm 2 đi dã ngoại công viên Thủ Lệ.',
    content: '<p>Phụ huynh chuẩn bị cho bé mũ, nước uống và giày thể thao.</p>',
    status: 'published',
    day: -10,
    classes: ['Mầm 1', 'Mầm 2'],
    by: 'teacher1',
  },
  {
    kind: 'class',
    title: 'Giờ học tiếng Anh',
    summary: 'Chồi 1 học bài hát về màu sắc.',
    content: '<p>Các bé học bài hát <em>Colors</em> và chơi trò tìm màu.</p>',
    status: 'published',
    day: -4,
    classes: ['Chồi 1'],
    photos: ['#219ebc'],
    by: 'teacher2',
  },
  {
    kind: 'class',
    title: 'Lá 1 tham quan bảo tàng',
    summary: 'Chuyến tham quan Bảo tàng Dân tộc học.',
    content: '<p>Chuyến tham quan sẽ diễn ra vào sáng thứ Năm.</p>',
    status: 'draft',
    day: 0,
    classes: ['Lá 1'],
    by: 'principal',
  },
  {
    kind: 'student',
    title: 'Bé ngoan trong tuần',
    summary: 'Bé tự xúc cơm và giúp bạn cất đồ chơi.',
    content: '<p>Tuần này bé rất ngoan: tự xúc cơm, ngủ trưa đúng giờ và giúp các bạn cất đồ chơi.</p>',
    status: 'published',
    day: -1,
    classes: ['Mầm 1'],
    children: 1,
    photos: ['#90be6d'],
    by: 'teacher1',
  },
  {
    kind: 'student',
    title: 'Nhận xét tháng',
    summary: 'Bé tiến bộ về ngôn ngữ và vận động.',
    content: '<p>Bé nói câu dài hơn, biết kể lại câu chuyện ngắn. Bé chạy nhảy khéo léo.</p>',
    status: 'published',
    day: -8,
    classes: ['Chồi 1'],
    children: 2,
    by: 'teacher2',
  },
];

/** A demo photo: a soft colour with a few shapes, made here (no file ships with the app). */
async function demoPhoto(color: string, n: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720"><rect width="960" height="720" fill="${color}"/><circle cx="${200 + n * 90}" cy="260" r="140" fill="#ffffff" fill-opacity="0.45"/><rect x="520" y="380" width="300" height="220" rx="30" fill="#ffffff" fill-opacity="0.3"/></svg>`;
  const full = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const thumb = await sharp(full).resize(400, 300).jpeg({ quality: 75 }).toBuffer();
  return { full, thumb, width: 960, height: 720 };
}

/**
 * The demo school's news over the term: school news (one pinned, one scheduled, a draft, a hidden one), class
 * photos from the teachers, a few children's own posts, and read receipts from about two families in three.
 */
export async function seedDemoNews(
  tx: Executor,
  { tenantId, userIds }: { tenantId: string; userIds: Record<DemoPost['by'], string> },
) {
  const rnd = generator(20261125);
  const classes = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`select id, name from classes where tenant_id = ${tenantId}`,
  );
  const classId = new Map(classes.map((c) => [c.name, c.id]));
  let photo = 0;
  for (const p of POSTS) {
    const at = new Date(Date.now() + p.day * 86_400_000 - rnd.int(8) * 3600_000);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into news_posts (tenant_id, kind, title, summary, content_html, status, publish_at, pinned, created_by, updated_by, created_at)
        values (${tenantId}, ${p.kind}, ${p.title}, ${p.summary}, ${p.content}, ${p.status},
          ${p.status === 'draft' ? null : at.toISOString()}, ${!!p.pinned}, ${userIds[p.by]}, ${userIds[p.by]},
          ${new Date(Math.min(at.getTime(), Date.now()) - 3600_000).toISOString()}) returning id`,
    );
    const ids = (p.classes ?? []).map((n) => classId.get(n)).filter((id): id is string => !!id);
    if (p.kind === 'class' && ids.length)
      // A VALUES list, not `select unnest(…)`: Citus writes an INSERT … SELECT of no table by COPY, which row-level
      // security refuses (the owner role of `npm run seed:demo` is under it).
      await tx.execute(sql`insert into news_post_classes (tenant_id, post_id, class_id)
        values ${sql.join(
          ids.map((id) => sql`(${tenantId}, ${row.id}, ${id})`),
          sql`, `,
        )}`);
    if (p.kind === 'student' && ids.length) {
      // Read, then a VALUES list: an INSERT … SELECT with a LIMIT is written by COPY on Citus, as above.
      const children = await rowsOf<{ id: string }>(
        tx,
        sql`select s.id from students s
          where s.tenant_id = ${tenantId} and s.class_id = ${ids[0]} and s.status = 'studying'
          order by s.code limit ${p.children ?? 1}`,
      );
      if (children.length)
        await tx.execute(sql`insert into news_post_students (tenant_id, post_id, student_id)
          values ${sql.join(
            children.map((c) => sql`(${tenantId}, ${row.id}, ${c.id})`),
            sql`, `,
          )}`);
    }
    for (const [i, color] of (p.photos ?? []).entries()) {
      const id = crypto.randomUUID();
      const image = await demoPhoto(color, photo++);
      await writeNewsImage(id, image);
      await tx.execute(sql`insert into news_images (tenant_id, id, post_id, role, position, width, height, bytes, created_by)
        values (${tenantId}, ${id}, ${row.id}, ${i === 0 && p.kind === 'public' ? 'cover' : 'gallery'}, ${i + 1},
          ${image.width}, ${image.height}, ${image.full.length}, ${userIds[p.by]})`);
    }
    if (p.status !== 'published') continue;
    // About two families in three have read a post that is out.
    const share = 0.5 + rnd.next() * 0.35;
    await tx.execute(sql`insert into news_reads (tenant_id, post_id, account_id, read_at)
      select distinct ${tenantId}::uuid, p.id, l.account_id, p.publish_at + interval '2 hours'
      from news_posts p
      join app_account_students l on l.tenant_id = p.tenant_id
      join students st on st.tenant_id = l.tenant_id and st.id = l.student_id
      where p.tenant_id = ${tenantId} and p.id = ${row.id}
        and ((p.kind = 'public' and st.status = 'studying')
          or (p.kind = 'class' and st.class_id = any(${uuidArray(ids)}) and st.status = 'studying')
          or (p.kind = 'student' and exists (select 1 from news_post_students ns
            where ns.tenant_id = p.tenant_id and ns.post_id = p.id and ns.student_id = st.id)))
        and (('x' || substr(md5(l.account_id::text || p.id::text), 1, 8))::bit(32)::int & 1023) < ${Math.round(share * 1024)}
      on conflict do nothing`);
  }
}
