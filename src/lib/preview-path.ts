/**
 * The preview routes (app/(frontend)/next/…) redirect to an address they are
 * given in the query string. Only a page of this site may come out: anything
 * that a browser could read as another host (`//evil.example`, `/\evil`,
 * `https://…`), a path of the admin, the API or Next's own assets, or text a
 * header cannot carry is refused, so the routes can never be used as an open
 * redirect or to send staff somewhere unexpected.
 */

/** Longer than any address of the site; keeps the Location header small. */
export const PREVIEW_PATH_MAX_LENGTH = 1024

const NOT_A_PAGE = /^\/(?:admin|api|_next|_vercel|next|files)(?:[/?#]|$)/i

/** The site path to open, normalised, or null when the input is not one. */
export function safeSitePath(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null
  if (input.length === 0 || input.length > PREVIEW_PATH_MAX_LENGTH) return null
  // One leading slash, then not a second slash or a backslash (both mean "another host").
  if (!input.startsWith('/') || input.startsWith('//') || input.includes('\\')) return null
  // Control characters and spaces would split or corrupt the Location header.
  if (/[\u0000-\u0020\u007f]/.test(input)) return null
  let url: URL
  try {
    url = new URL(input, 'http://site.invalid')
  } catch {
    return null
  }
  if (url.origin !== 'http://site.invalid') return null
  // Dot segments resolve here: `/blog/../admin` is judged as `/admin`.
  const path = url.pathname + url.search + url.hash
  if (NOT_A_PAGE.test(url.pathname)) return null
  if (url.pathname.startsWith('//')) return null
  return path
}
