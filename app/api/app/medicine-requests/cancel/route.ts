import { cancelEndpoint } from '@/lib/server/requests/cancel-request';

// POST /api/app/medicine-requests/cancel – a parent withdraws a pending medicine request
export const POST = cancelEndpoint(
  'medicine',
  '/api/app/medicine-requests/cancel',
  'Cancels one of the family’s pending medicine requests; a decided one is 409, another family’s 404.',
);
