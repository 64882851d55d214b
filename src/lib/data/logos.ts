import { sitePath } from './uploads'

/**
 * Client logos. Images are served by this site only (the CSP allows images
 * from 'self'), so a logo typed as an address is used when it is on this
 * site; the four products have logos bundled in public/logos, known by name
 * or by wherever an older site kept them; anything else gets the default.
 */
export const BUNDLED_LOGOS = ['business-suite', 'rentals', 'kitchen', 'dining'] as const
export const DEFAULT_LOGO = '/logos/default.svg'

/** A bundled logo by its bare name ("kitchen", "kitchen.svg"), or null. */
export function bundledLogo(name: string | null | undefined): string | null {
  const clean = name
    ?.trim()
    .toLowerCase()
    .replace(/\.svg$/, '')
  return clean && (BUNDLED_LOGOS as readonly string[]).includes(clean)
    ? `/logos/${clean}.svg`
    : null
}

/**
 * A known local asset path (an image of one of the four products, wherever
 * an older site kept it: `/src/assets/kitchen.png`, `logos/dining.svg`) maps
 * to the bundled logo; any other value is returned unchanged.
 */
export function bundledLogoFor(value: string | null | undefined): string | null | undefined {
  const path = value?.trim()
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return value
  const name = /(?:^|\/)([a-z0-9-]+)(?:-logo)?\.(?:svg|png|jpe?g|webp|avif)$/i
    .exec(path)?.[1]
    ?.toLowerCase()
    .replace(/-logo$/, '')
  const known = BUNDLED_LOGOS.find((logo) => logo === name)
  return known ? `/logos/${known}.svg` : value
}

/** A success story's logo: a file on this site, else the default. */
export function storyLogoUrl(value: string | null | undefined, siteOrigin: string): string {
  return sitePath(bundledLogoFor(value), siteOrigin) ?? DEFAULT_LOGO
}

/** Where a testimonial's logo comes from, in order. */
export type LogoSource = {
  /** URL of the file uploaded to logo-testimonials, if any. */
  storageUrl?: string | null
  logoUrl?: string | null
  /** A bundled logo name (the built-in testimonials carry one). */
  logoName?: string | null
}

/** The uploaded file, then logo_url, then a bundled logo name, then the default logo. */
export function testimonialLogo(source: LogoSource, siteOrigin: string): string {
  const stored = source.storageUrl?.trim()
  if (stored) return sitePath(stored, siteOrigin) ?? stored
  const url = source.logoUrl?.trim()
  if (url) {
    const path = sitePath(url, siteOrigin)
    if (path) return path
  }
  return bundledLogo(url) ?? bundledLogo(source.logoName) ?? DEFAULT_LOGO
}
