import { publicKeyAnswer } from '@/lib/schemas/school';
import { endpoint } from '@/lib/server/http/endpoint';
import { secrets } from '@/lib/server/crypto/secrets';

// GET /api/webadmin/Config/public-key – the RSA public key that encrypts the tenant-key header
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Config/public-key',
  summary: 'The PEM public key a client encrypts the tenant-key header with (PKCS#1 v1.5, as jsencrypt does).',
  tag: 'Config',
  access: 'public',
  shape: 'data',
  output: publicKeyAnswer,
  handler: async () => ({ publicKey: secrets().publicKey }),
});
