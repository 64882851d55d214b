import { readFileSync } from 'node:fs'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'

import { largePng } from '../support/large-pictures'
import { startTestPayload } from '../support/payload'

let payload: Payload
let stop: () => Promise<void>
let png: Buffer
let token: string

const STAFF = { email: 'media@example.com', password: 'palm-fronds-in-the-breeze-7' }
const MB = 1024 * 1024

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0F766E' } })
    .png()
    .toBuffer()
  await payload.create({ collection: 'users', data: STAFF })
  const login = await payload.login({ collection: 'users', data: STAFF })
  token = login.token!
})
afterAll(async () => stop?.())

const ALT = { alt: 'A teal square' }

const upload = (
  collection: string,
  file: { data: Buffer; mimetype: string; name: string },
  data: Record<string, unknown> = ALT,
) =>
  payload.create({
    collection: collection as 'service-images',
    data,
    file: { ...file, size: file.data.length },
    context: { disableRevalidate: true },
  })

/**
 * What the admin's upload form sends: a multipart POST to the collection's
 * REST route, the document's fields as `_payload`, in the admin's language.
 */
async function post(
  collection: string,
  file: { data: Buffer; type: string; name: string },
  language: 'en' | 'ar' = 'en',
  data: Record<string, unknown> = ALT,
  contentLanguage: 'en' | 'ar' = 'en',
): Promise<{ status: number; message?: string; errors?: unknown }> {
  const config = (await import('@/cms/payload.config')).default
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  form.set('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  // Serialised first, so the request carries its length as a browser's does.
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/${collection}?locale=${contentLanguage}`, {
      method: 'POST',
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(body.byteLength),
        authorization: `JWT ${token}`,
        cookie: `payload-lng=${language}`,
        'accept-language': language,
        [CLIENT_ADDRESS_HEADER]: '198.51.100.7',
      },
      body,
    }),
  })
  const answer = (await response.json()) as { errors?: Array<{ message: string; data?: unknown }> }
  return { status: response.status, message: answer.errors?.[0]?.message, errors: answer.errors }
}

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
      upload('hero-videos', { data: png, mimetype: 'image/png', name: 'still.png' }, {}),
    ).rejects.toThrow(/not allowed.*MP4 or WebM/)
  })

  it('keeps an image over 5 MB made smaller, and refuses one it cannot read with a clear message', async () => {
    // A picture with 5 MB of junk after it: saved again, the junk is gone.
    const padded = Buffer.concat([png, Buffer.alloc(5 * MB)])
    const kept = await upload('logo-testimonials', {
      data: padded,
      mimetype: 'image/png',
      name: 'huge.png',
    })
    expect(kept.filesize).toBeLessThan(10_000)
    expect(kept.width).toBe(8)
    // Only a PNG's signature, then nothing a decoder can read.
    const unreadable = Buffer.concat([png.subarray(0, 8), Buffer.alloc(5 * MB)])
    await expect(
      upload('logo-testimonials', { data: unreadable, mimetype: 'image/png', name: 'huge.png' }),
    ).rejects.toThrow(/too large.*limit is 5 MB/)
  })

  it('rejects a video over 50 MB with a clear message', async () => {
    const big = Buffer.alloc(50 * MB + 1)
    await expect(
      upload('hero-videos', { data: big, mimetype: 'video/mp4', name: 'long.mp4' }, {}),
    ).rejects.toThrow(/too large.*limit is 50 MB/)
  })
})

describe('upload refusals over REST, as the admin receives them', () => {
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

  it('answers a GIF with 400 and the reason, in English and in Arabic', async () => {
    const english = await post('service-images', { data: gif, type: 'image/gif', name: 'a.gif' })
    expect(english.status).toBe(400)
    expect(english.message).toBe(
      'This file type (image/gif) is not allowed here. Upload JPEG, PNG, WebP, AVIF or SVG.',
    )
    const arabic = await post(
      'service-images',
      { data: gif, type: 'image/gif', name: 'a.gif' },
      'ar',
    )
    expect(arabic.status).toBe(400)
    expect(arabic.message).toBe(
      'نوع هذا الملف (image/gif) غير مسموح به هنا. ارفع ملف JPEG أو PNG أو WebP أو AVIF أو SVG.',
    )
  })

  it('answers a text file with 400, whatever the bucket', async () => {
    const text = { data: Buffer.from('hello'), type: 'text/plain', name: 'notes.txt' }
    expect(await post('team-images', text)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^This file type \(text\/plain\) is not allowed here\./),
    })
    expect(await post('hero-videos', text, 'ar', {})).toMatchObject({
      status: 400,
      message: 'نوع هذا الملف (text/plain) غير مسموح به هنا. ارفع ملف MP4 أو WebM.',
    })
  })

  it('answers an image over its bucket’s limit with 413 and the limit', async () => {
    // Past 5 MB and not a picture a decoder can read, so it cannot be made smaller.
    const big = {
      data: Buffer.concat([png.subarray(0, 8), Buffer.alloc(6 * MB)]),
      type: 'image/png',
      name: 'big.png',
    }
    expect(await post('blog-images', big)).toMatchObject({
      status: 413,
      message: 'This file is too large (6.0 MB). The limit is 5 MB.',
    })
    expect(await post('blog-images', big, 'ar')).toMatchObject({
      status: 413,
      message: 'هذا الملف كبير جدًا (6.0 ميغابايت). الحد الأقصى 5 ميغابايت.',
    })
  })

  it('stops a file bigger than any bucket while it streams in, with the same kind of answer', async () => {
    const huge = { data: Buffer.alloc(51 * MB), type: 'video/mp4', name: 'huge.mp4' }
    const english = await post('hero-videos', huge, 'en', {})
    expect(english.status).toBe(413)
    expect(english.message).toMatch(/^This file is too large \(51\.\d MB\)\. The limit is 50 MB\.$/)
    const arabic = await post('service-images', { ...huge, type: 'image/png' }, 'ar')
    expect(arabic.status).toBe(413)
    // The parser stops at the largest bucket's limit; the message names what this bucket takes.
    expect(arabic.message).toMatch(
      /^هذا الملف كبير جدًا \(51\.\d ميغابايت\)\. الحد الأقصى 25 ميغابايت\.$/,
    )
    const stored = await payload.find({
      collection: 'hero-videos',
      where: { filename: { like: 'huge' } },
    })
    expect(stored.totalDocs).toBe(0)
  }, 60_000)

  it('accepts an allowed image with its alt text', async () => {
    const ok = await post('service-images', { data: png, type: 'image/png', name: 'fine.png' })
    expect(ok.status).toBe(201)
  })

  it('answers a picture over the pixel limit with 400 and the limit, and stores nothing', async () => {
    // 27 KB, well within 5 MB, but 225 megapixels once decoded.
    const huge = { data: largePng(15_000, 15_000), type: 'image/png', name: 'pixels.png' }
    expect(await post('team-images', huge)).toMatchObject({
      status: 400,
      message:
        'This picture is too large in pixels (15000 × 15000). The limit is 40 megapixels and 10000 pixels on either side. Resize it and upload it again.',
    })
    expect(await post('blog-images', huge, 'ar')).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^أبعاد هذه الصورة كبيرة جدًا \(عرضها 15000 بكسل/),
    })
    // Not through the Local API either (scripts, the picture import).
    await expect(
      upload('service-images', { data: huge.data, mimetype: 'image/png', name: 'pixels.png' }),
    ).rejects.toThrow(/too large in pixels/)
    for (const collection of ['team-images', 'blog-images', 'service-images'] as const) {
      const stored = await payload.find({ collection, where: { filename: { like: 'pixels' } } })
      expect(stored.totalDocs, collection).toBe(0)
    }
    // At the limit (8000 × 5000 = 40 megapixels) it is accepted.
    const largest = { data: largePng(8000, 5000), type: 'image/png', name: 'largest.png' }
    expect((await post('team-images', largest)).status).toBe(201)
  })
})

describe('alt text of pictures', () => {
  it('is required in English, with a field error in the admin’s language', async () => {
    const file = { data: png, type: 'image/png', name: 'no-alt.png' }
    for (const [language, text] of [
      ['en', 'This field is required in English.'],
      ['ar', 'هذا الحقل مطلوب بالإنجليزية.'],
    ] as const) {
      const answer = await post('team-images', file, language, { alt: '  ' })
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.errors)).toContain('"path":"alt"')
      expect(JSON.stringify(answer.errors)).toContain(text)
    }
  })

  it('is asked for in English when a new picture is uploaded in the Arabic content language', async () => {
    const before = (await payload.count({ collection: 'team-images' })).totalDocs
    for (const [language, text] of [
      [
        'en',
        'A new picture needs its alt text in English. Switch the content language to English to upload it, then add the Arabic.',
      ],
      [
        'ar',
        'تحتاج الصورة الجديدة إلى نصها البديل بالإنجليزية. بدّل لغة المحتوى إلى الإنجليزية لرفعها، ثم أضف النص العربي.',
      ],
    ] as const) {
      const file = { data: png, type: 'image/png', name: `arabic-first-${language}.png` }
      const answer = await post('team-images', file, language, { alt: 'ليلى على مكتبها' }, 'ar')
      expect(answer.status).toBe(400)
      expect(answer.message).toBe(text)
    }
    expect((await payload.count({ collection: 'team-images' })).totalDocs).toBe(before)
    // Uploaded in English, the picture then takes its Arabic alt text.
    const file = { data: png, type: 'image/png', name: 'english-first.png' }
    expect((await post('team-images', file, 'ar', { alt: 'Layla at her desk' })).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'team-images',
      where: { alt: { equals: 'Layla at her desk' } },
      limit: 1,
      depth: 0,
    })
    const arabic = await payload.update({
      collection: 'team-images',
      id: docs[0].id,
      locale: 'ar',
      data: { alt: 'ليلى على مكتبها' },
      overrideAccess: true,
    })
    expect(arabic.alt).toBe('ليلى على مكتبها')
  })

  it('falls back to English when the Arabic is empty', async () => {
    const doc = await upload(
      'team-images',
      { data: png, mimetype: 'image/png', name: 'ar.png' },
      {
        alt: 'Layla at her desk',
      },
    )
    const arabic = await payload.findByID({
      collection: 'team-images',
      id: doc.id,
      locale: 'ar',
      fallbackLocale: 'en',
    })
    expect(arabic.alt).toBe('Layla at her desk')
  })

  it('is not required of videos (muted background loops)', async () => {
    const mp4 = readFileSync(path.resolve('src/seed/media/hero-loop.mp4'))
    const answer = await post(
      'hero-videos',
      { data: mp4, type: 'video/mp4', name: 'loop.mp4' },
      'en',
      {},
    )
    expect(answer.errors).toBeUndefined()
    expect(answer.status).toBe(201)
  })

  it('keeps an image stored without alt text readable, and asks for one at its next English save', async () => {
    // An image from before the rule: stored directly, as the database holds it.
    const created = await payload.db.create({
      collection: 'service-images',
      data: { filename: 'old.png', mimeType: 'image/png', filesize: 10 },
    })
    const read = await payload.findByID({ collection: 'service-images', id: created.id })
    expect(read.filename).toBe('old.png')
    await expect(
      payload.update({ collection: 'service-images', id: created.id, data: { focalX: 30 } }),
    ).rejects.toThrow(/alt/i)
    const fixed = await payload.update({
      collection: 'service-images',
      id: created.id,
      data: { alt: 'The old picture', focalX: 30, focalY: 70 },
    })
    expect(fixed).toMatchObject({ alt: 'The old picture', focalX: 30, focalY: 70 })
  })
})
