import { randomBytes } from 'node:crypto'
import { statSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'

/**
 * A picture over the 5 MB a bucket keeps is made smaller on upload and kept,
 * not refused: what is stored, and served, is the smaller file.
 */
const MB = 1024 * 1024
let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
})
afterAll(async () => stop?.())

describe('uploading a picture larger than is kept', () => {
  it('stores it made smaller, in its own format', async () => {
    const width = 2400
    const height = 1500
    const data = await sharp(randomBytes(width * height * 3), {
      raw: { width, height, channels: 3 },
    })
      .png()
      .toBuffer()
    expect(data.length).toBeGreaterThan(5 * MB)
    const doc = await payload.create({
      collection: 'share-images',
      data: { alt: 'A detailed scan' },
      file: { data, mimetype: 'image/png', name: 'scan.png', size: data.length },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(doc.filesize).toBeLessThanOrEqual(5 * MB)
    expect(doc.mimeType).toBe('image/png')
    expect(doc.width).toBeLessThan(width)
    expect(doc.width! / doc.height!).toBeCloseTo(width / height, 1)
    const stored = path.join(process.env.DATA_DIR!, 'media', 'share-images', doc.filename!)
    expect(statSync(stored).size).toBe(doc.filesize)
  })
})
