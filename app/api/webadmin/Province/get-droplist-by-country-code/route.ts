import { z } from 'zod';
import { provinceOption } from '@/lib/schemas/master-data';
import { endpoint } from '@/lib/server/http/endpoint';
import { listProvinces } from '@/lib/server/masterdata/list-provinces';

// GET /api/webadmin/Province/get-droplist-by-country-code?country_code=84 – provinces of a country
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Province/get-droplist-by-country-code',
  summary: 'Provinces of a country; for 84, the 34 provinces and cities in force since 1 July 2025.',
  tag: 'Province',
  access: 'user',
  query: z.object({ country_code: z.coerce.number().int().min(1).max(999).default(84) }),
  shape: 'data',
  output: z.array(provinceOption),
  handler: (ctx, { query }) => listProvinces(ctx.locale, query.country_code),
});
