import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportMedicineRequests } from '@/lib/server/medicine/export-medicine-requests';
import { medicineListQuery } from '@/lib/schemas/medicine';

// GET /api/webadmin/MedicineRequest/export – the medicine requests the screen lists, as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/MedicineRequest/export',
  summary:
    'The medicine requests of get-list (same filters, search, sort and scope) as .xlsx; headers in the Language of the request, dates as date cells dd/MM/yyyy.',
  tag: 'MedicineRequest',
  access: 'tenant',
  right: { menu: 'medicine-request', action: 'export' },
  query: medicineListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportMedicineRequests(ctx, query),
});
