import { cancelEndpoint } from '@/lib/server/requests/cancel-request';

const summary = 'Cancels one of the family’s pending leave requests; a decided one is 409, another family’s 404.';

// POST /api/app/absences/cancel – a parent withdraws a pending request, as for every kind of request
export const POST = cancelEndpoint('absence', '/api/app/absences/cancel', summary);
// PUT /api/app/absences/cancel – the same call under the method the app first used; kept working
export const PUT = cancelEndpoint('absence', '/api/app/absences/cancel', summary, 'PUT');
