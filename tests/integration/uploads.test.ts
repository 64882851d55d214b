import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'

let payload: Payload
let stop: () => Promise<void>
let png: Buffer

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0F766E' } })
    .png()
    .toBuffer()
})
afterAll(async () => stop?.())

const upload = (collection: string, file: { data: Buffer; mimetype: string; name: string }) =>
  payload.create({
    collection: collection as 'service-images',
    data: {},
    file: { ...file, size: file.data.length },
    context: { disableRevalidate: true },
  })

describe('upload allow-lists', () => {
  it('accepts an image in an image bucket', async () => {
    const doc = await upload('service-images', { data: png, mimetype: 'image/png', name: 'ok.png' })
    expect(doc.filename).toMatch(/ok.*\.png/)
    expect(doc.mimeType).toBe('image/png')
  })

  it('rejects a wrong MIME type with a clear message', async () => {
    await expect(
      upload('team-images', {
        data: Buffer.from('%PDF-1.4'),
        mimetype: 'application/pdf',
        name: 'cv.pdf',
      }),
    ).rejects.toThrow(/not allowed.*JPEG, PNG, WebP, AVIF or SVG/)
    await expect(
      upload('hero-videos', { data: png, mimetype: 'image/png', name: 'still.png' }),
    ).rejects.toThrow(/not allowed.*MP4 or WebM/)
  })

  it('rejects an image over 5 MB with a clear message', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])
    await expect(
      upload('logo-testimonials', { data: big, mimetype: 'image/png', name: 'huge.png' }),
    ).rejects.toThrow(/too large.*limit is 5 MB/)
  })

  it('rejects a video over 50 MB with a clear message', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1)
    await expect(
      upload('hero-videos', { data: big, mimetype: 'video/mp4', name: 'long.mp4' }),
    ).rejects.toThrow(/too large.*limit is 50 MB/)
  })
})
