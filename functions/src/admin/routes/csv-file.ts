import type { HttpResult } from '../../lib/http/responses';

/** A CSV export as a download. */
export const csvFile = ({ csv, fileName }: { csv: string; fileName: string }): HttpResult => ({
  status: 200,
  text: csv,
  headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"` },
});
