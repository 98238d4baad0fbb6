import { cancelEndpoint } from '@/lib/server/requests/cancel-request';

// POST /api/app/messages/cancel – a parent withdraws a message nobody has read yet
export const POST = cancelEndpoint(
  'message',
  '/api/app/messages/cancel',
  'Withdraws one of the family’s unread messages; a read one is 409, another family’s or school’s 404.',
);
