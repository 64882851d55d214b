import { randomBytes } from 'node:crypto'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { shrinkPicture } from '@/cms/collections/shrink-picture'

const MB = 1024 * 1024

/** Random pixels: a picture no encoder can make small, so only its size can give. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })

describe('a picture over the kept size is made smaller, not refused', () => {
  it('brings a large photo down under the limit in its own format', async () => {
    const photo = await noise(3200, 2400).jpeg({ quality: 100 }).toBuffer()
    expect(photo.length).toBeGreaterThan(5 * MB)
    const smaller = (await shrinkPicture(photo, 'image/jpeg', 5 * MB))!
    expect(smaller.length).toBeLessThanOrEqual(5 * MB)
    const meta = await sharp(smaller).metadata()
    expect(meta.format).toBe('jpeg')
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(3840)
    // The shape is kept.
    expect(meta.width! / meta.height!).toBeCloseTo(4 / 3, 2)
  }, 30_000)

  it('takes smaller steps for a picture whose detail keeps it large', async () => {
    const scan = await noise(2400, 1500).png().toBuffer()
    expect(scan.length).toBeGreaterThan(5 * MB)
    const smaller = (await shrinkPicture(scan, 'image/png', 5 * MB))!
    expect(smaller.length).toBeLessThanOrEqual(5 * MB)
    const meta = await sharp(smaller).metadata()
    expect(meta.format).toBe('png')
    expect(meta.width).toBeLessThan(2400)
  })

  it('gives up on what it cannot read, and on an SVG', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6 * MB)])
    expect(await shrinkPicture(png, 'image/png', 5 * MB)).toBeNull()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    expect(await shrinkPicture(svg, 'image/svg+xml', 5)).toBeNull()
  })
})
