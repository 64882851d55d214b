import { serverUrl } from '../env'
import { objectPosition } from '../focal-point'

/** An upload as a read at depth 1 gives it (an id when not filled in). */
export type UploadRef =
  | {
      url?: string | null
      alt?: string | null
      width?: number | null
      height?: number | null
      focalX?: number | null
      focalY?: number | null
    }
  | number
  | null
  | undefined

export const uploadOf = (ref: unknown) =>
  ref && typeof ref === 'object' ? (ref as Exclude<UploadRef, number | null | undefined>) : null

/**
 * A file's address as this site serves it: a site path stays as it is, an
 * absolute address on this site becomes its path (Payload answers absolute
 * upload URLs when SERVER_URL is set; the image optimizer and the CSP take
 * the site's own files only), and anything else is null.
 */
export function sitePath(
  value: string | null | undefined,
  siteOrigin = serverUrl(),
): string | null {
  const url = value?.trim()
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  try {
    const parsed = new URL(url)
    if (parsed.origin === new URL(siteOrigin).origin) return parsed.pathname + parsed.search
  } catch {
    // not an address
  }
  return null
}

/** A picture as a page draws it: where it is, its size (no layout shift), its words and focal point. */
export type Picture = { url: string; width: number; height: number; alt: string; position?: string }

/**
 * An uploaded picture read at depth 1 as the page draws it, or null when it
 * is missing or not a file this site serves (left out rather than broken).
 */
export function pictureOf(ref: unknown): Picture | null {
  const upload = uploadOf(ref)
  const url = sitePath(upload?.url)
  if (!upload || !url) return null
  return {
    url,
    width: upload.width || 1200,
    height: upload.height || 800,
    alt: upload.alt?.trim() ?? '',
    position: objectPosition(upload),
  }
}

/** An uploaded video as a page plays it: its address on this site and its type, or null. */
export function videoOf(ref: unknown): { src: string; type?: string } | null {
  const upload = uploadOf(ref) as { url?: string | null; mimeType?: string | null } | null
  const src = sitePath(upload?.url)
  return src ? { src, type: upload?.mimeType ?? undefined } : null
}
