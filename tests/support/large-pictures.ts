import zlib from 'node:zlib'

/**
 * A valid PNG of the given size that costs almost nothing to make and to
 * send: one bit per pixel, all black, so a 15,000 × 15,000 picture deflates
 * to about 27 KB (made in about half a second). Decoding it still means
 * 225 million pixels, which is what the pixel limits are about. Made in the
 * tests, never committed.
 */
export function largePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  // Each row: filter byte 0, then the row's bits (all zero).
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * An animated WebP of `frames` frames, each `width` × `height`, all the same
 * single-colour frame: sharp encodes that frame once (lossless, a few bytes)
 * and the file repeats it, instead of encoding every frame.
 */
export async function animatedWebp(width: number, height: number, frames: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  const still = await sharp({ create: { width, height, channels: 3, background: '#0F766E' } })
    .webp({ lossless: true, effort: 0 })
    .toBuffer()
  // A simple WebP is RIFF, size, WEBP, then one VP8L (or VP8) chunk: keep that chunk.
  const image = still.subarray(12)
  const chunk = (type: string, data: Buffer) => {
    const size = Buffer.alloc(4)
    size.writeUInt32LE(data.length)
    const pad = data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)
    return Buffer.concat([Buffer.from(type, 'latin1'), size, data, pad])
  }
  const u24 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, value >> 16])
  const canvas = Buffer.concat([Buffer.from([0x02, 0, 0, 0]), u24(width - 1), u24(height - 1)])
  const frame = Buffer.concat([
    u24(0),
    u24(0),
    u24(width - 1),
    u24(height - 1),
    u24(100), // duration, ms
    Buffer.from([0]),
    image,
  ])
  const body = Buffer.concat([
    Buffer.from('WEBP', 'latin1'),
    chunk('VP8X', canvas),
    chunk('ANIM', Buffer.from([0, 0, 0, 0, 0, 0])),
    ...Array.from({ length: frames }, () => chunk('ANMF', frame)),
  ])
  const size = Buffer.alloc(4)
  size.writeUInt32LE(body.length)
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body])
}
