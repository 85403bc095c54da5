/** The file of GET /api/account/export: a plain link, so the browser downloads it itself. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
