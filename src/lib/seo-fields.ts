import { serverUrl } from './env'

/**
 * A document's search and share fields (`meta`, cms/seo/seo-fields.ts) as
 * the metadata helper takes them: trimmed texts, empty when not set, and the
 * share image as a path on this site with its size.
 */
export type ShareImage = { url: string; width: number; height: number; alt: string }
export type SeoFields = { title: string; description: string; image: ShareImage | null }

export const NO_SEO: SeoFields = { title: '', description: '', image: null }

type Upload = {
  url?: string | null
  width?: number | null
  height?: number | null
  alt?: string | null
}

/** Payload answers upload URLs on SERVER_URL; the page takes this site's path. */
function onThisSite(value: string | null | undefined): string | null {
  const url = value?.trim()
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  try {
    const parsed = new URL(url)
    if (parsed.origin === new URL(serverUrl()).origin) return parsed.pathname + parsed.search
  } catch {
    // not an address
  }
  return null
}

export function shareImageOf(value: unknown, fallbackAlt = ''): ShareImage | null {
  if (!value || typeof value !== 'object') return null
  const upload = value as Upload
  const url = onThisSite(upload.url)
  if (!url) return null
  return {
    url,
    width: upload.width || 1200,
    height: upload.height || 630,
    alt: upload.alt?.trim() || fallbackAlt,
  }
}

/** The `meta` group of a document read with depth ≥ 1 (the image populated). */
export function seoOf(meta: unknown, fallbackAlt = ''): SeoFields {
  if (!meta || typeof meta !== 'object') return NO_SEO
  const { title, description, image } = meta as {
    title?: string | null
    description?: string | null
    image?: unknown
  }
  return {
    title: title?.trim() ?? '',
    description: description?.trim() ?? '',
    image: shareImageOf(image, fallbackAlt),
  }
}
