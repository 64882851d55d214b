/**
 * Response headers for every route, defined once. Public pages are static and
 * cacheable, so Next's inline bootstrap scripts need 'unsafe-inline' in
 * script-src (a nonce would make every page dynamic); everything else is strict.
 * The admin gets the looser policy Payload's UI needs.
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

const join = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values.filter(Boolean)].join(' '))
    .join('; ')

export const publicCsp = (production = process.env.NODE_ENV === 'production') =>
  join({
    'default-src': ["'self'"],
    // Dev mode (React refresh) evaluates code; production never does.
    'script-src': ["'self'", "'unsafe-inline'", production ? '' : "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tileOrigin(MAP_TILE_URL)],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
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
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })

const common = (production: boolean) => [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(production
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

export function securityHeaders(production = process.env.NODE_ENV === 'production') {
  return [
    {
      source: '/:path*',
      headers: [
        ...common(production),
        { key: 'Content-Security-Policy', value: publicCsp(production) },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    {
      // Later entries win for the same header: the admin's own policy.
      source: '/admin/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: adminCsp(production) },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
  ]
}
