/**
 * How large a picture the site takes and serves, in one place for the upload
 * buckets (cms/collections/upload-bucket.ts), the picture-by-address import
 * (cms/media-import) and Next's image optimizer (next.config.ts).
 *
 * A small file can hold a huge picture: a 15,000 × 15,000 PNG of 2.3 MB was
 * accepted, and one `/_next/image` variant of it took 6.1 s and 450 MB.
 * 40 megapixels and 10,000 pixels a side are far beyond what the site shows
 * (its widest variant is 3840 pixels) and within what a camera gives.
 */
export const IMAGE_LIMITS = {
  /** Bytes of one picture file (the image buckets' limit). */
  maxBytes: 5 * 1024 * 1024,
  /** Width × height of one picture (one frame of an animated one counts on its own). */
  maxPixels: 40_000_000,
  /** Width, and height, of one picture. */
  maxSide: 10_000,
} as const

/** Whether a picture of this size is within the limits above. */
export const withinPixelLimits = (width: number, height: number): boolean =>
  width > 0 &&
  height > 0 &&
  width * height <= IMAGE_LIMITS.maxPixels &&
  width <= IMAGE_LIMITS.maxSide &&
  height <= IMAGE_LIMITS.maxSide
