import 'server-only';

/**
 * exceljs, loaded on first use. Under plain Node (the scripts: `npm run seed:demo`, the fault tests' worker) the
 * CommonJS package's exports arrive as `default`; in the built server they are the module itself.
 */
export async function exceljs(): Promise<typeof import('exceljs')> {
  const excel = await import('exceljs');
  return excel.Workbook ? excel : (excel as unknown as { default: typeof excel }).default;
}
