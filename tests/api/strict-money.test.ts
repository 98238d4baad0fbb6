import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as pay } from '@/app/api/webadmin/Tuition/record-payment/route';
import { POST as addLine } from '@/app/api/webadmin/Tuition/add-line/route';
import { POST as addDiscount } from '@/app/api/webadmin/Tuition/add-discount/route';
import { POST as feeCreate } from '@/app/api/webadmin/FeeItem/create/route';
import { call, first, makeSchool, rand, signIn, type Reply } from '../helpers/world';

const fieldOf = (r: Reply, field: string) => (r.status === 400 ? first(r).field_keys?.[field] : `status ${r.status}`);

describe('money is a JSON integer of đồng and nothing else; dates within the school’s range', () => {
  let as: { token: string; tenantId: string };
  beforeAll(async () => {
    const school = await makeSchool();
    const user = await school.addUser({ roles: ['principal'] });
    as = { token: await signIn(user.username, user.password), tenantId: school.id };
    const year = await call(yearCreate, {
      ...as,
      body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true },
    });
    expect(year.status).toBe(200);
  });

  const odd: [string, unknown][] = [
    ['a hexadecimal string', '0x10'],
    ['a boolean', true],
    ['an array', [1000]],
    ['an exponent as text', '1e3'],
    ['digits as text', '1000'],
    ['a fraction', 1000.5],
    ['an object', { amount: 1000 }],
    ['null', null],
  ];

  it.each(odd)('record-payment refuses %s as the amount', async (_, amount) => {
    const body = { invoice_id: crypto.randomUUID(), method: 'cash', paid_on: '2026-03-02', amount };
    expect(fieldOf(await call(pay, { ...as, body }), 'amount')).toBe('errors.amount_whole');
  });

  it('refuses the same amounts wherever money is taken: fee items, correction lines, discounts', async () => {
    for (const [, amount] of odd) {
      const fee = { name: 'Học phí', kind: 'monthly', amount, valid_from: '2026-01' };
      expect(fieldOf(await call(feeCreate, { ...as, body: fee }), 'amount')).toBe('errors.amount_whole');
      const line = { invoice_id: crypto.randomUUID(), name: 'Sửa', amount, reason: 'x' };
      expect(fieldOf(await call(addLine, { ...as, body: line }), 'amount')).toBe('errors.amount_whole');
      const discount = { invoice_id: crypto.randomUUID(), amount, reason: 'x' };
      expect(fieldOf(await call(addDiscount, { ...as, body: discount }), 'amount')).toBe('errors.amount_whole');
    }
    // A missing amount is "required", and a plain integer passes the schema (the unknown invoice is then 404).
    expect(fieldOf(await call(pay, { ...as, body: { invoice_id: crypto.randomUUID(), method: 'cash', paid_on: '2026-03-02' } }), 'amount')).toBe('errors.required');
    expect((await call(pay, { ...as, body: { invoice_id: crypto.randomUUID(), method: 'cash', paid_on: '2026-03-02', amount: 1000 } })).status).toBe(404);
  });

  it('refuses a JSON body whose numbers use an exponent (JSON.parse would make 1000 of 1e3), in any field and call', async () => {
    const head = `"invoice_id":"${crypto.randomUUID()}","method":"cash","paid_on":"2026-03-02"`;
    for (const amount of ['1e3', '1E+3', '1000.0e0', '25e-1']) {
      const r = await call(pay, { ...as, language: 'en', body: `{${head},"amount":${amount}}` });
      expect(r.status).toBe(400);
      expect(first(r)).toMatchObject({ message: 'errors.json_exponent', text: expect.stringContaining('exponent') });
    }
    const fee = await call(feeCreate, { ...as, body: '{"name":"Học phí","kind":"monthly","amount":1000,"valid_from":"2026-01","x":[1e0]}' });
    expect(first(fee).message).toBe('errors.json_exponent');
    // Letters e inside strings (escaped quotes included), true/false and plain numbers are not exponents.
    const plain = await call(pay, { ...as, body: `{${head},"note":"1e3 \\" 2E5","ok":true,"no":false,"amount":1000}` });
    expect(plain.status).toBe(404);
  });

  it('refuses a payment dated before the school’s first school year or in the future', async () => {
    const body = { invoice_id: crypto.randomUUID(), method: 'cash', amount: 1000 };
    expect(fieldOf(await call(pay, { ...as, body: { ...body, paid_on: '1900-01-01' } }), 'paid_on')).toBe('errors.date_before_school');
    expect(fieldOf(await call(pay, { ...as, body: { ...body, paid_on: '2025-07-31' } }), 'paid_on')).toBe('errors.date_before_school');
    expect(fieldOf(await call(pay, { ...as, body: { ...body, paid_on: '2099-01-01' } }), 'paid_on')).toBe('errors.date_in_future');
    expect((await call(pay, { ...as, body: { ...body, paid_on: '2025-08-01' } })).status).toBe(404);
  });
});
