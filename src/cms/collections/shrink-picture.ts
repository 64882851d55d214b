import sharp from 'sharp'

import { IMAGE_LIMITS } from '@/lib/image-limits'

/**
 * The sides a picture over the kept size is brought down to, largest first:
 * 3840 px is the widest the site ever shows; the smaller steps are for
 * pictures whose detail keeps the file large (a scan, a noisy photo).
 */
const SIDES = [3840, 2560, 1920, 1280]

/**
 * A picture file over the kept limit, made smaller instead of refused: turned
 * upright from its camera orientation, no wider or taller than it needs to be,
 * and encoded again in its own format, each step smaller until it fits in
 * `maxBytes`. Null when it cannot be read, is animated (its frames would be
 * lost) or cannot be made small enough.
 */
export async function shrinkPicture(
  data: Buffer,
  mimetype: string,
  maxBytes: number,
): Promise<Buffer | null> {
  const read = () => sharp(data, { limitInputPixels: IMAGE_LIMITS.maxPixels })
  try {
    const meta = await read().metadata()
    if ((meta.pages ?? 1) > 1) return null
    for (const side of SIDES) {
      const resized = read()
        .rotate()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      const encoded =
        mimetype === 'image/jpeg'
          ? resized.jpeg({ quality: 85 })
          : mimetype === 'image/png'
            ? resized.png({ compressionLevel: 9 })
            : mimetype === 'image/webp'
              ? resized.webp({ quality: 85 })
              : mimetype === 'image/avif'
                ? resized.avif({ quality: 60 })
                : null
      if (!encoded) return null
      const out = await encoded.toBuffer()
      if (out.length <= maxBytes) return out
    }
  } catch {
    return null
  }
  return null
}
