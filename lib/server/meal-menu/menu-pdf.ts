import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { receiptSchool } from '../tuition/receipt-pdf';
import { readWeek } from './week-sql';
import { translate } from '@/lib/i18n/translate';
import { isoWeekday } from '@/lib/school-time';
import { dayText } from '@/lib/day';
import type { WeekAnswer, WeekQuery } from '@/lib/schemas/meal-menu';

const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
let fonts: Promise<[Buffer, Buffer]> | null = null;
/** DejaVu Sans, as the receipts: every Vietnamese letter with its tone marks. */
const loadFonts = () =>
  (fonts ??= Promise.all([fs.readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')), fs.readFile(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'))]));

/** GET /Menu/pdf?age_group=&week=: the week's menu as an A4 page (landscape) for the notice board. */
export async function menuPdf(ctx: RequestContext, q: WeekQuery): Promise<FileReply> {
  const [week, school] = await schoolTransaction(ctx, async (tx) => [
    await readWeek(tx, ctx.tenantId, q.age_group, q.week, ctx.locale),
    await receiptSchool(tx, ctx.tenantId),
  ] as const);
  return drawMenu(ctx.locale, week, school);
}

/** The week's menu: a table of meals by days, each day's energy and shares, the norms and their source. */
export async function drawMenu(locale: string, week: WeekAnswer, school: string): Promise<FileReply> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `mealMenu.${key}`, params);
  const [W, H] = [842, 595]; // A4 landscape
  const page = doc.addPage([W, H]);
  const ink = rgb(0.1, 0.1, 0.1);
  const first = week.days[0]?.date ?? '';
  const last = week.days[week.days.length - 1]?.date ?? '';
  const title = t('pdf.title', { from: dayText(first), to: dayText(last) });
  doc.setTitle(title);
  page.drawText(school, { x: 36, y: H - 40, size: 11, font: bold, color: ink });
  page.drawText(title.toUpperCase(), { x: 36, y: H - 66, size: 17, font: bold, color: ink });
  page.drawText(`${t('ageGroup')}: ${t(`ageGroups.${week.age_group}`)}`, { x: 36, y: H - 86, size: 11, font: regular, color: ink });

  const wrap = (text: string, size: number, width: number, font = regular) => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };

  const left = 36;
  const labelW = 92;
  const colW = (W - left * 2 - labelW) / week.days.length;
  let y = H - 104;
  const rowLine = (yy: number) =>
    page.drawLine({ start: { x: left, y: yy }, end: { x: W - left, y: yy }, thickness: 0.6, color: rgb(0.5, 0.5, 0.5) });
  const size = 9.5;
  // Heading row: the days.
  rowLine(y);
  week.days.forEach((d, i) => {
    const x = left + labelW + i * colW + 4;
    page.drawText(t(`weekdays.${isoWeekday(d.date)}`), { x, y: y - 14, size: 10, font: bold, color: ink });
    page.drawText(dayText(d.date), { x, y: y - 27, size: 9, font: regular, color: ink });
  });
  y -= 34;
  rowLine(y);
  const rows: { label: string; cells: string[][]; font: typeof regular }[] = [];
  for (const { meal, name } of week.meals) {
    rows.push({
      label: name,
      font: regular,
      cells: week.days.map((d) =>
        (d.meals.find((m) => m.meal === meal)?.dishes ?? []).flatMap((dish) => wrap(`• ${dish.name}`, size, colW - 8)),
      ),
    });
  }
  rows.push({
    label: t('pdf.nutrition'),
    font: regular,
    cells: week.days.map((d) =>
      d.energy_kcal > 0
        ? [
            `${Math.round(d.energy_kcal)} kcal`,
            `${t('short.protein')} ${d.protein_pct}%`,
            `${t('short.fat')} ${d.fat_pct}%`,
            `${t('short.carb')} ${d.carb_pct}%`,
            ...(d.flags.length ? [t('pdf.outOfNorm')] : []),
          ]
        : [],
    ),
  });
  for (const row of rows) {
    const height = Math.max(2, ...row.cells.map((c) => c.length)) * (size + 3) + 10;
    wrap(row.label, 10, labelW - 8, bold).forEach((line, i) =>
      page.drawText(line, { x: left + 4, y: y - 15 - i * 13, size: 10, font: bold, color: ink }),
    );
    row.cells.forEach((lines, i) =>
      lines.forEach((line, j) =>
        page.drawText(line, { x: left + labelW + i * colW + 4, y: y - 15 - j * (size + 3), size, font: row.font, color: ink }),
      ),
    );
    y -= height;
    rowLine(y);
  }
  for (let i = 0; i <= week.days.length; i++) {
    const x = i === 0 ? left : left + labelW + (i - 1) * colW;
    page.drawLine({ start: { x, y: H - 104 }, end: { x, y }, thickness: 0.6, color: rgb(0.5, 0.5, 0.5) });
  }
  page.drawLine({ start: { x: W - left, y: H - 104 }, end: { x: W - left, y }, thickness: 0.6, color: rgb(0.5, 0.5, 0.5) });
  y -= 20;
  const wt = week.week_total;
  const n = week.norms;
  for (const line of [
    t('pdf.weekAverage', { energy: Math.round(wt.energy_kcal), protein: wt.protein_pct, fat: wt.fat_pct, carb: wt.carb_pct }),
    t('pdf.norms', {
      energy: `${n.energy[0]}–${n.energy[1]}`,
      protein: `${n.protein[0]}–${n.protein[1]}`,
      fat: `${n.fat[0]}–${n.fat[1]}`,
      carb: `${n.carb[0]}–${n.carb[1]}`,
    }),
    t('pdf.source'),
  ]) {
    for (const part of wrap(line, 9, W - left * 2)) {
      page.drawText(part, { x: left, y, size: 9, font: regular, color: ink });
      y -= 13;
    }
  }
  const bytes = await doc.save({ useObjectStreams: false });
  return { body: bytes, contentType: 'application/pdf', fileName: `thuc-don-${week.age_group}-${week.week}.pdf` };
}
