import { DRAFT_MODE_COOKIE } from './draft-mode-cookie'

/**
 * Response headers for every route, defined once (wired in next.config.ts;
 * the reasoning is in docs/SECURITY.md).
 *
 * - Public pages are static and cacheable; Next's inline bootstrap scripts
 *   (`self.__next_f.push(…)`) differ per page and per on-demand revalidation,
 *   so no fixed header can name them. The production server
 *   (src/server/site-server.ts) sees every HTML answer and replaces
 *   script-src with the SHA-256 of that answer's own inline scripts plus
 *   'strict-dynamic' (src/server/script-hashes.ts). The policy here is what
 *   every other answer carries: in production no inline script at all. Only
 *   `next dev`, which does not run through that server, keeps
 *   'unsafe-inline' (and 'unsafe-eval' for React Refresh). Inline event
 *   handler attributes stay forbidden (script-src-attr 'none') and
 *   everything else is strict.
 * - style-src keeps 'unsafe-inline' for React `style` attributes rendered on
 *   the server (CMS colours, progress bars).
 * - The admin gets the policy Payload's UI needs (data: fonts, blob: media).
 * - Uploaded files (/api/<bucket>/file/…, SVG included) are served sandboxed:
 *   opened directly, an uploaded SVG cannot run script on this origin.
 */

const tileOrigin = (tileUrl: string): string => {
  try {
    // {s}.tile.openstreetmap.org → *.tile.openstreetmap.org
    const host = new URL(tileUrl.replace(/\{s\}\./, 'sub.')).host.replace(/^sub\./, '*.')
    return `https://${host}`
  } catch {
    return ''
  }
}

export const MAP_TILE_URL =
  process.env.NEXT_PUBLIC_MAP_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'

type Directives = Record<string, string[]>

const join = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values.filter(Boolean)].join(' '))
    .join('; ')

export const publicCsp = (
  production = process.env.NODE_ENV === 'production',
  frameAncestors: "'none'" | "'self'" = "'none'",
  nonce?: string,
) =>
  join({
    'default-src': ["'self'"],
    // Production HTML answers get their hashes from the server (in stock mode
    // a nonce from the proxy, src/lib/stock-mode.ts); `next dev` serves its
    // own inline scripts and evaluates code (React Refresh).
    'script-src': nonce
      ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
      : production
        ? ["'self'"]
        : ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    // No onclick="…" / onerror="…" attributes: React never renders them.
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tileOrigin(MAP_TILE_URL)],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  })

export const adminCsp = (production = process.env.NODE_ENV === 'production') =>
  join({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", production ? '' : "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })

/** Files staff upload, served by Payload: displayed by pages, never a document that runs code. */
export const uploadCsp = () =>
  join({
    'default-src': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'style-src': ["'unsafe-inline'"],
    'frame-ancestors': ["'none'"],
    sandbox: [],
  })

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'

/**
 * Sent by the production server (server/transport-security.ts) only on answers
 * to visitors on HTTPS: a header here cannot see how a request came.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

const common = () => [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Nothing of this site is meant to be embedded by another origin (no
  // hot-linked images, no public scripts, no images in the enquiry e-mails):
  // browsers refuse its responses to other sites' no-cors requests.
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
]

export function securityHeaders(production = process.env.NODE_ENV === 'production') {
  return [
    {
      source: '/:path*',
      headers: [...common(), { key: 'Content-Security-Policy', value: publicCsp(production) }],
    },
    {
      // A staff preview shows the site inside the admin's preview pane, on this
      // same origin: with Next's draft-mode cookie (set only for signed-in staff
      // by app/(frontend)/next/preview) a page may be framed by this origin,
      // never by another. Without it, every page keeps refusing all framing.
      source: '/:path((?!admin(?:/|$)|api(?:/|$)).*)',
      has: [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }],
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: publicCsp(production, "'self'") },
      ],
    },
    {
      // Later entries win for the same header: the admin's own policy.
      source: '/admin/:path*',
      headers: [{ key: 'Content-Security-Policy', value: adminCsp(production) }],
    },
    {
      source: '/api/:collection/file/:path*',
      headers: [{ key: 'Content-Security-Policy', value: uploadCsp() }],
    },
  ]
}
