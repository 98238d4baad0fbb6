import { endpoint } from '@/lib/server/http/endpoint';
import { XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { uploadStatement } from '@/lib/server/tuition/upload-statement';
import { STATEMENT_MAX_BYTES } from '@/lib/server/tuition/statement-file';
import { statementAnswer } from '@/lib/schemas/tuition';

// POST /api/webadmin/Tuition/upload-statement – the bank's statement, its credit lines matched to invoices
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Tuition/upload-statement',
  summary:
    'Reads a bank statement (multipart `file`: .xlsx, or .csv in UTF-8 with `;` `,` or tab; at most 5 MB and 10,000 lines, 413/422) and optionally `columns`, a JSON text naming the headers of `date`, `amount`, `description` and `reference` (remembered for the school). Without columns, or when the file lacks them, 422 with `headers` and `suggested`. Answers `{statement_id, columns, lines:[{line, date, amount, description, reference, invoice_id, invoice_no, match, note, student_name, balance}]}`: matched (the amount is the balance), partial (it differs), unmatched, recorded (the bank reference is already a payment).',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'create' },
  shape: 'data',
  output: statementAnswer,
  errors: [422],
  upload: { types: [XLSX_TYPE, 'text/csv'], maxBytes: STATEMENT_MAX_BYTES },
  handler: (ctx, _input, request) => uploadStatement(ctx, request),
});
