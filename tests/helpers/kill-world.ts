import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { translate } from '@/lib/i18n/translate';
import { importStudents } from '@/lib/server/student/import-students';
import { addDays, schoolToday } from '@/lib/school-time';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { call, first, makeSchool, rand, signIn } from './world';
import { serviceContext } from './service-context';

const KEYS = [
  'code',
  'full_name',
  'nickname',
  'gender',
  'date_of_birth',
  'class_name',
  'enrolment_date',
  'guardian_name',
  'relationship',
  'guardian_phone',
  'guardian_email',
  'address',
  'notes',
];

/** An import sheet of `count` children of one class, codes `<prefix>-<n>`, each with one guardian. */
export async function importSheet(file: string, prefix: string, className: string, count: number) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Học sinh');
  sheet.addRow(KEYS.map((k) => translate('vi', `studentAdmin.sheet.${k}`)));
  for (let i = 0; i < count; i++) {
    const phone = `09${String(10_000_000 + i).slice(-8)}`;
    sheet.addRow([
      `${prefix}-${i}`,
      `Nguyễn Văn An ${i}`,
      '',
      'Nam',
      '12/03/2021',
      className,
      '05/09/2024',
      'Nguyễn Văn Bình',
      'Bố',
      phone,
      '',
      '',
      '',
    ]);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer));
  return file;
}

/** A school with a principal, this year's two classes, and `size` children in the first, imported. */
export async function killWorld(root: string, size: number) {
  const school = await makeSchool();
  const principal = await school.addUser({ roles: ['principal'] });
  const as = { token: await signIn(principal.username, principal.password), tenantId: school.id };
  const year = await call(yearCreate, {
    ...as,
    body: { name: `Năm ${rand()}`, start_date: '01/08/2024', end_date: '31/07/2027', is_current: true },
  });
  expect(year.status, JSON.stringify(year.body)).toBe(200);
  const addClass = async (name: string) => {
    const r = await call(classCreate, {
      ...as,
      body: { name, age_group: 'mau_giao_nho', school_year_id: first(year).id, capacity: 100, teacher_ids: [] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return first(r).id as string;
  };
  const classId = await addClass('Chồi 1');
  const otherClassId = await addClass('Lá 1');
  const ctx = serviceContext(school.id, principal.id);
  const sheet = await importSheet(path.join(root, 'class.xlsx'), 'C', 'Chồi 1', size);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fs.readFileSync(sheet))]), 'students.xlsx');
  await importStudents(ctx, new Request('http://localhost/import', { method: 'POST', body: form }));
  return { tenantId: school.id, userId: principal.id, as, classId, otherClassId };
}

/** The `n` school days before today, newest first, as dd/mm/yyyy. */
export function pastDays(n: number) {
  return Array.from({ length: n }, (_, i) =>
    addDays(schoolToday(), -(i + 1))
      .split('-')
      .reverse()
      .join('/'),
  );
}

export const iso = (day: string) => day.split('/').reverse().join('-');
