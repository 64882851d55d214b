import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { imagePixelRejection, pixelRejection } from '@/cms/collections/upload-bucket'
import { IMAGE_LIMITS } from '@/lib/image-limits'
import { ImageOptimizerCache } from 'next/dist/server/image-optimizer'
import { imageOptimizerTransform } from 'next/dist/server/image-optimizer/transform'
import { imageConfigDefault } from 'next/dist/shared/lib/image-config'

import configFor from '../../next.config'
import { animatedWebp, largePng } from '../support/large-pictures'

/**
 * Pictures have a pixel limit (a 15,000 × 15,000 PNG of 2.3 MB was accepted
 * and one /_next/image variant of it took 6.1 s and 450 MB), and the image
 * optimizer makes only the variants the pages ask for.
 */
const huge = largePng(15_000, 15_000)

describe('the pixel limit of uploaded pictures', () => {
  it('accepts what a camera gives and refuses more, in the admin language', () => {
    expect(pixelRejection({ width: 6000, height: 4000 })).toBeNull()
    expect(pixelRejection({ width: 10_000, height: 4000 })).toBeNull()
    expect(pixelRejection({ width: 15_000, height: 15_000 })).toEqual({
      status: 400,
      message:
        'This picture is too large in pixels (15000 × 15000). The limit is 40 megapixels and 10000 pixels on either side. Resize it and upload it again.',
    })
    expect(pixelRejection({ width: 15_000, height: 15_000 }, 'ar')).toEqual({
      status: 400,
      message:
        'أبعاد هذه الصورة كبيرة جدًا (عرضها 15000 بكسل وارتفاعها 15000 بكسل). الحد الأقصى 40 ميغابكسل، ولا يزيد العرض أو الارتفاع على 10000 بكسل. صغّر أبعادها ثم ارفعها مرة أخرى.',
    })
    // Few pixels, but one side too long (a strip); many frames of a small picture.
    expect(pixelRejection({ width: 20_000, height: 100 })?.status).toBe(400)
    expect(pixelRejection({ width: 2000, height: 2000, frames: 20 })?.message).toBe(
      'This picture is too large in pixels (2000 × 2000, 20 frames). The limit is 40 megapixels for all frames together and 10000 pixels on either side. Resize it and upload it again.',
    )
    expect(pixelRejection({ width: 2000, height: 2000, frames: 5 })).toBeNull()
  })

  it('has no colon, which the admin would read as a list of invalid fields', () => {
    for (const language of ['en', 'ar'])
      for (const size of [
        { width: 15_000, height: 15_000 },
        { width: 2000, height: 2000, frames: 20 },
      ])
        expect(pixelRejection(size, language)?.message).not.toMatch(/:/)
  })

  it('reads the size of an uploaded file from its header, without decoding it', async () => {
    // 27 KB on the wire, 225 megapixels once decoded.
    expect(huge.length).toBeLessThan(100_000)
    const refused = await imagePixelRejection({ data: huge, mimetype: 'image/png' }, 'en')
    expect(refused?.message).toMatch(/^This picture is too large in pixels \(15000 × 15000\)\./)
    const small = await sharp({
      create: { width: 64, height: 32, channels: 3, background: '#0F766E' },
    })
      .jpeg()
      .toBuffer()
    expect(await imagePixelRejection({ data: small, mimetype: 'image/jpeg' })).toBeNull()
    // Drawn, not decoded: an SVG's declared size is not counted.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="1" height="1"/></svg>',
    )
    expect(await imagePixelRejection({ data: svg, mimetype: 'image/svg+xml' })).toBeNull()
  })

  it('counts every frame of an animated picture', async () => {
    // 16 frames of 2600 × 1000: 41.6 megapixels in all, each frame well within the limit.
    const strip = await animatedWebp(2600, 1000, 16)
    const refusal = await imagePixelRejection({ data: strip, mimetype: 'image/webp' })
    expect(refusal?.message).toMatch(/\(2600 × 1000, 16 frames\)/)
  })
})

describe('the image optimizer (next.config.ts)', () => {
  const site = configFor('phase-production-server')
  const nextConfig = {
    ...site,
    basePath: '',
    images: { ...imageConfigDefault, ...site.images },
  } as never
  const validate = (query: Record<string, string>) =>
    ImageOptimizerCache.validateParams(
      { headers: { accept: 'image/avif,image/webp,*/*' } } as never,
      query,
      nextConfig,
      false,
    )
  const picture = '/api/service-images/file/team.png'

  it('serves the widths and the quality the pages ask for', () => {
    const sizes = [...imageConfigDefault.deviceSizes, ...imageConfigDefault.imageSizes]
    for (const w of sizes)
      expect(validate({ url: picture, w: String(w), q: '75' })).not.toHaveProperty('errorMessage')
  })

  it('refuses any other width or quality with an error (answered 400)', () => {
    for (const [w, q] of [
      ['3000', '75'],
      ['15000', '75'],
      ['641', '75'],
      ['640', '100'],
      ['640', '50'],
      ['640', '1'],
    ])
      expect(validate({ url: picture, w, q }), `w=${w} q=${q}`).toHaveProperty('errorMessage')
  })

  it('fetches no source larger than an image bucket takes', () => {
    expect(
      (nextConfig as { images: { maximumResponseBody: number } }).images.maximumResponseBody,
    ).toBe(IMAGE_LIMITS.maxBytes)
  })

  it('sends a picture over the pixel limit as it is instead of decoding it', async () => {
    const started = Date.now()
    const answer = await imageOptimizerTransform(
      { buffer: huge, contentType: 'image/png', cacheControl: null, etag: 'huge' } as never,
      { href: picture, width: 640, quality: 75, mimeType: 'image/webp' } as never,
      nextConfig,
    )
    expect(answer.buffer).toBe(huge)
    expect(answer.contentType).toBe('image/png')
    expect(String(answer.error)).toMatch(/pixel limit/i)
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
