import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { listSheetFile } from '../files/list-export';
import { fileStamp } from '../files/sheet-cells';
import { studentMonth, type StudentMonth } from './student-month';
import type { BookDay, StudentMonthQuery } from '@/lib/schemas/contact-book';
import { translate } from '@/lib/i18n/translate';
import { dayText, monthLabel } from '@/lib/school-time';

const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
let fonts: Promise<[Buffer, Buffer]> | null = null;
/** DejaVu Sans (as the receipts): every Vietnamese letter with its tone marks. */
const loadFonts = () =>
  (fonts ??= Promise.all([fs.readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')), fs.readFile(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'))]));

const words = (locale: string) => (key: string, params?: Record<string, string | number>) =>
  translate(locale, `contactBook.${key}`, params);

/** A day's book as lines of text, in the language (the PDF's and the sheet's cells). */
function dayLines(locale: string, d: BookDay) {
  const t = words(locale);
  return {
    meals: d.meals.map((m) => `${m.name}: ${t(`portions.${m.portion}`)}`).join('; '),
    nap: d.nap ? `${d.nap.from}–${d.nap.to}` : t('noNap'),
    toilet: d.toilet.join(', '),
    mood: t(`moods.${d.mood}`),
    activities: d.activities ?? '',
    comment: d.comment ?? '',
  };
}

const fileName = (locale: string, m: StudentMonth, ext: string) =>
  `${words(locale)('fileName')}-${m.student_code}-${m.month}-${fileStamp()}.${ext}`;

/** GET /ContactBook/export-month: a child's month of books as .xlsx, one row per sent day. */
export async function exportMonth(ctx: RequestContext, q: StudentMonthQuery): Promise<FileReply> {
  const m = await studentMonth(ctx, q);
  const t = words(ctx.locale);
  type Row = BookDay & { lines: ReturnType<typeof dayLines> };
  const rows: Row[] = m.days.map((d) => ({ ...d, lines: dayLines(ctx.locale, d) }));
  const col = (key: keyof Row['lines'], width: number) => ({ key, width, header: t(`sheet.${key}`), value: (r: Row) => r.lines[key] });
  return listSheetFile<Row>({
    title: t('sheet.title'),
    fileName: fileName(ctx.locale, m, 'xlsx'),
    columns: [
      { key: 'date', width: 12, kind: 'day', header: t('sheet.date'), value: (r) => r.date },
      col('meals', 44),
      col('nap', 14),
      col('toilet', 16),
      col('mood', 14),
      col('activities', 40),
      col('comment', 40),
    ],
    rows,
  });
}

/** Text cut into lines no wider than `width` points in `font` at `size`. */
function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (measure(next) > width && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

/** GET /ContactBook/print-month: a child's month of books as an A4 PDF in the request's language (DejaVu Sans). */
export async function printMonth(ctx: RequestContext, q: StudentMonthQuery): Promise<FileReply> {
  const m = await studentMonth(ctx, q);
  const t = words(ctx.locale);
  const { PDFDocument, rgb } = await import('pdf-lib');
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const title = t('print.title', { child: m.student_name, month: monthLabel(m.month) });
  doc.setTitle(title);
  let page = doc.addPage([595, 842]);
  let y = 800;
  const ink = rgb(0.1, 0.1, 0.1);
  const text = (s: string, x: number, size = 10, font = regular) => page.drawText(s, { x, y, size, font, color: ink });
  const need = (h: number) => {
    if (y - h < 40) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
  };
  text(m.school, 40, 11, bold);
  y -= 24;
  text(title, 40, 15, bold);
  y -= 26;
  if (!m.days.length) text(t('print.none'), 40, 11);
  for (const d of m.days) {
    const l = dayLines(ctx.locale, d);
    const rows: [string, string][] = [
      [t('sheet.meals'), l.meals],
      [t('sheet.nap'), l.nap],
      [t('sheet.toilet'), l.toilet || '—'],
      [t('sheet.mood'), l.mood],
      [t('sheet.activities'), l.activities || '—'],
      [t('sheet.comment'), l.comment || '—'],
    ];
    const wrapped = rows.map(([k, v]) => [k, wrap(v, 400, (s) => regular.widthOfTextAtSize(s, 10))] as const);
    need(20 + wrapped.reduce((n, [, ls]) => n + ls.length * 14, 0));
    text(`${dayText(d.date)}${d.edited_at ? ` (${t('edited')})` : ''}`, 40, 12, bold);
    y -= 18;
    for (const [k, ls] of wrapped) {
      text(k, 52, 10, bold);
      for (const s of ls) {
        text(s, 150);
        y -= 14;
      }
    }
    y -= 10;
  }
  const bytes = await doc.save({ useObjectStreams: false });
  return { body: bytes, contentType: 'application/pdf', fileName: fileName(ctx.locale, m, 'pdf') };
}
