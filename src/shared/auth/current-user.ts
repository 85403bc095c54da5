/**
 * The preference (RFC 7240 "Prefer") under which GET /api/auth/user answers a
 * signed-out visitor 200 null instead of 401: the web app asks for it. (A module
 * without zod: the header, on every page, sends it.)
 */
export const SIGNED_OUT_NULL = 'signed-out=null';
