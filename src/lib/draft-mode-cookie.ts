/**
 * The cookie Next's `draftMode().enable()` sets (app/(frontend)/next/preview,
 * for signed-in staff only). The production server's page cache never shares
 * a request carrying it, and the security headers let such a page be framed
 * by the admin on this origin. Kept free of imports: next.config reads it.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
