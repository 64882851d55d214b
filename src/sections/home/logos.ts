import { BUILTIN_LOGO_NAMES, DEFAULT_LOGO } from './builtin'

/**
 * Where a testimonial's logo comes from (docs/PRODUCT.md, Home fallbacks): the uploaded file (storage
 * path), then logo_url, then a built-in logo name, then the default logo.
 * Images are served by this site only (the CSP allows images from 'self'), so
 * a logo_url is used when it is a path on this site or an address on it; a
 * bare name such as "kitchen" is a built-in logo.
 */
export type LogoSource = {
  /** URL of the file uploaded to logo-testimonials, if any. */
  storageUrl?: string | null
  logoUrl?: string | null
  /** A built-in logo name (the built-in testimonials carry one). */
  logoName?: string | null
}

const builtinLogo = (name: string | null | undefined): string | null => {
  const clean = name
    ?.trim()
    .toLowerCase()
    .replace(/\.svg$/, '')
  return clean && (BUILTIN_LOGO_NAMES as readonly string[]).includes(clean)
    ? `/logos/${clean}.svg`
    : null
}

/** A path on this site for `value` (a path, or an address on this site); null otherwise. */
export function sitePath(value: string, siteOrigin: string): string | null {
  if (value.startsWith('/') && !value.startsWith('//')) return value
  try {
    const url = new URL(value)
    if (url.origin === new URL(siteOrigin).origin) return url.pathname + url.search
  } catch {
    // Not an address.
  }
  return null
}

export function testimonialLogo(source: LogoSource, siteOrigin: string): string {
  const stored = source.storageUrl?.trim()
  if (stored) return sitePath(stored, siteOrigin) ?? stored
  const url = source.logoUrl?.trim()
  if (url) {
    const path = sitePath(url, siteOrigin)
    if (path) return path
  }
  return builtinLogo(url) ?? builtinLogo(source.logoName) ?? DEFAULT_LOGO
}
