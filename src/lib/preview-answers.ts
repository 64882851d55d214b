import { escapeHtml } from './html-escape'

/**
 * The answers of the preview routes (app/(frontend)/next/preview and
 * exit-preview). They are never stored by a cache (`no-store`), and the
 * refusals are written in both languages: they show inside the admin's
 * preview pane, whichever language the staff member reads.
 */

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** A redirect to a page of this site (already checked by safeSitePath). */
export const redirectTo = (path: string) =>
  new Response(null, { status: 307, headers: { ...NO_STORE, Location: path } })

type Refusal = { status: 400 | 401; en: string; ar: string }

export const REFUSALS = {
  signedOut: {
    status: 401,
    en: 'Sign in to the admin to preview unpublished changes.',
    ar: 'سجّل الدخول إلى لوحة الإدارة لمعاينة التغييرات غير المنشورة.',
  },
  badPath: {
    status: 400,
    en: 'This preview address is not a page of the site.',
    ar: 'عنوان المعاينة هذا ليس صفحة من صفحات الموقع.',
  },
} as const satisfies Record<string, Refusal>

/** A small bilingual page (no script) with a link to the admin's sign-in. */
export function refuse({ status, en, ar }: Refusal): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Preview · معاينة</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6">
<p>${escapeHtml(en)} <a href="/admin/login">Sign in</a></p>
<p lang="ar" dir="rtl">${escapeHtml(ar)} <a href="/admin/login">تسجيل الدخول</a></p>
</body></html>`
  return new Response(html, {
    status,
    headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8' },
  })
}
