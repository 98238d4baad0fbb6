import { publicConfig } from '@/lib/schemas/school';
import { endpoint } from '@/lib/server/http/endpoint';
import { getLoginConfig, getTenantConfig } from '@/lib/server/config/get-config';

// GET /api/webadmin/Config/get-list – the school's brand and login colours (the sign-in school when signed out)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Config/get-list',
  summary: 'Config of the chosen school: logo, brandName and the login colours. Signed out: the sign-in school.',
  tag: 'Config',
  access: 'optional',
  shape: 'data',
  output: publicConfig,
  handler: async (ctx) => ('tenantId' in ctx && ctx.tenantId ? getTenantConfig(ctx.tenantId) : getLoginConfig()),
});
