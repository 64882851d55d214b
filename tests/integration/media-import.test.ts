import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fetchRemoteFile, ImportRefusal, isPublicAddress } from '@/cms/media-import/safe-fetch'
import { largePng } from '../support/large-pictures'
import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * An off-site picture or video address typed into the CMS is copied into the
 * media library on publish. The "other site" is a local HTTP server; its
 * address is trusted the way an intranet media server would be
 * (MEDIA_IMPORT_TRUSTED_HOSTS), every other private address is refused.
 */

const STAFF = { email: 'media-import@example.com', password: 'sand-dunes-after-rain-31' }
const MB = 1024 * 1024

let payload: Payload
let stop: () => Promise<void>
let server: Server
let origin: string
let port: number
let token: string
let png: Buffer
const served: string[] = []
let huge: Buffer | undefined

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0F766E' } })
    .png()
    .toBuffer()
  server = createServer((request, response) => {
    served.push(request.url ?? '')
    switch (request.url) {
      case '/pictures/Team%20Photo.PNG':
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length })
        return response.end(png)
      case '/big.png':
        // No length announced: the limit has to hold while the body streams in.
        response.writeHead(200, { 'content-type': 'image/png' })
        for (let i = 0; i < 6; i += 1) response.write(Buffer.alloc(MB, 1))
        return response.end()
      case '/huge.png': {
        // 27 KB on the wire, 15000 × 15000 pixels once decoded.
        huge ??= largePng(15_000, 15_000)
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': huge.length })
        return response.end(huge)
      }
      case '/fake.png':
        response.writeHead(200, { 'content-type': 'image/png' })
        return response.end('<html>not a picture</html>')
      case '/page.html':
        response.writeHead(200, { 'content-type': 'text/html' })
        return response.end('<html></html>')
      case '/to-private':
        response.writeHead(302, { location: `http://127.0.0.2:${port}/pictures/Team%20Photo.PNG` })
        return response.end()
      case '/slow.png':
        return // never answers
      default:
        response.writeHead(404)
        return response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  origin = `http://127.0.0.1:${port}`
  process.env.MEDIA_IMPORT_TRUSTED_HOSTS = `127.0.0.1:${port}`
  ;({ payload, stop } = await startTestPayload())
  await payload.create({ collection: 'users', data: STAFF })
  token = await signIn(payload, STAFF.email, STAFF.password)
})

afterAll(async () => {
  server?.closeAllConnections()
  server?.close()
  delete process.env.MEDIA_IMPORT_TRUSTED_HOSTS
  await stop?.()
})

const quiet = { context: { disableRevalidate: true } }
const count = async (collection: 'service-images' | 'logo-testimonials' | 'hero-videos') =>
  (await payload.count({ collection })).totalDocs

describe('an off-site address typed into the CMS', () => {
  it('is copied into the media library on save and the upload field takes the copy', async () => {
    const service = await payload.create({
      collection: 'services',
      data: {
        slug: 'imported-picture',
        title: 'Imported picture',
        display_order: 1,
        image_url: `${origin}/pictures/Team%20Photo.PNG`,
        _status: 'published',
      },
      ...quiet,
    })
    expect(service.image_url).toBeNull()
    const image = service.image_storage_path as {
      id: number
      filename: string
      url: string
      alt: string
      width: number
    }
    expect(image.filename).toBe('team-photo.png')
    expect(image.width).toBe(40)
    expect(image.alt).toBe('Imported picture')
    // The site serves its own copy.
    expect(new URL(image.url, 'http://x').pathname).toBe('/api/service-images/file/team-photo.png')
  })

  it('makes its copy with an English alt text when the document is saved in Arabic', async () => {
    const service = await payload.create({
      collection: 'services',
      data: { slug: 'imported-in-arabic', title: 'Imported in Arabic', display_order: 2 },
      ...quiet,
    })
    const arabic = await payload.update({
      collection: 'services',
      id: service.id,
      locale: 'ar',
      data: {
        title: 'صورة مستوردة',
        image_url: `${origin}/pictures/Team%20Photo.PNG`,
        _status: 'published',
      },
      depth: 0,
      ...quiet,
    })
    expect(arabic.title).toBe('صورة مستوردة')
    const copy = await payload.findByID({
      collection: 'service-images',
      id: arabic.image_storage_path as number,
      locale: 'en',
      fallbackLocale: false,
    })
    expect(copy.alt).toBe('صورة مستوردة')
    // The document itself was saved in Arabic only: its English title is untouched.
    const english = await payload.findByID({ collection: 'services', id: service.id, locale: 'en' })
    expect(english.title).toBe('Imported in Arabic')
  })

  it('becomes the copy’s site address where there is no upload field (success story logo)', async () => {
    const story = await payload.create({
      collection: 'success-stories',
      data: {
        slug: 'logo-from-afar',
        title: 'Logo from afar',
        display_order: 1,
        logo_url: `${origin}/pictures/Team%20Photo.PNG`,
        _status: 'published',
      },
      ...quiet,
    })
    expect(story.logo_url).toMatch(/^\/api\/logo-testimonials\/file\/team-photo(-\d+)?\.png$/)
  })

  it('is left alone by a draft save (staff typing), and copied when published', async () => {
    const draft = await payload.create({
      collection: 'services',
      data: {
        slug: 'draft-link',
        title: 'Draft link',
        display_order: 2,
        image_url: `${origin}/pictures/Team%20Photo.PNG`,
      },
      draft: true,
      ...quiet,
    })
    expect(draft.image_url).toBe(`${origin}/pictures/Team%20Photo.PNG`)
    expect(draft.image_storage_path ?? null).toBeNull()
    const published = await payload.update({
      collection: 'services',
      id: draft.id,
      data: { _status: 'published' },
      ...quiet,
    })
    expect(published.image_url).toBeNull()
    expect(published.image_storage_path).toBeTruthy()
  })

  it('keeps this site’s own paths and built-in names as they are', async () => {
    const before = served.length
    const testimonial = await payload.create({
      collection: 'testimonials',
      data: {
        quote: 'Good',
        author_name: 'Noura',
        logo_url: 'kitchen',
        display_order: 1,
        _status: 'published',
      },
      ...quiet,
    })
    expect(testimonial.logo_url).toBe('kitchen')
    expect(served.length).toBe(before)
  })
})

describe('a refused import', () => {
  const saveService = (image_url: string, language: 'en' | 'ar' = 'en', id?: number) =>
    rest(payload, id ? 'PATCH' : 'POST', id ? `/services/${id}` : '/services', {
      token,
      language,
      body: {
        slug: `refused-${Date.now()}`,
        title: 'Refused',
        display_order: 3,
        image_url,
        _status: 'published',
      },
    })

  const fieldError = (answer: Awaited<ReturnType<typeof rest>>) => {
    const errors = answer.body.errors as Array<{
      data?: { errors?: Array<{ path: string; message: string }> }
    }>
    return errors?.[0]?.data?.errors?.[0]
  }

  it('refuses private and loopback addresses, in the admin’s language, and stores nothing', async () => {
    const images = await count('service-images')
    for (const address of [
      `http://localhost:${port}/pictures/Team%20Photo.PNG`,
      'http://10.0.0.7/logo.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x.png',
      // IPv4-compatible and IPv4-translated spellings of loopback.
      `http://[::127.0.0.1]:${port}/pictures/Team%20Photo.PNG`,
      `http://[::ffff:0:127.0.0.1]:${port}/pictures/Team%20Photo.PNG`,
      `${origin}/to-private`,
    ]) {
      const answer = await saveService(address)
      expect(answer.status, address).toBe(400)
      expect(fieldError(answer), address).toEqual({
        path: 'image_url',
        message:
          'This address points into a private network. Only public addresses can be copied; upload the file instead.',
      })
    }
    const arabic = await saveService('http://192.168.1.10/x.png', 'ar')
    expect(arabic.status).toBe(400)
    expect(fieldError(arabic)?.message).toContain('شبكة خاصة')
    expect(await count('service-images')).toBe(images)
  })

  it('refuses a file over the bucket’s limit while it streams in', async () => {
    const answer = await saveService(`${origin}/big.png`)
    expect(answer.status).toBe(400)
    expect(fieldError(answer)?.message).toBe(
      'The file at this address is larger than the 5 MB limit.',
    )
  })

  it('refuses what is not a picture: another type, or a body that does not decode', async () => {
    const html = await saveService(`${origin}/page.html`)
    expect(fieldError(html)?.message).toBe(
      'This address does not give a JPEG, PNG, WebP, AVIF or SVG file (it sent text/html).',
    )
    const fake = await saveService(`${origin}/fake.png`, 'ar')
    expect(fieldError(fake)?.message).toBe('الملف على هذا العنوان ليس صورة صالحة للقراءة.')
    const missing = await saveService(`${origin}/gone.png`)
    expect(fieldError(missing)?.message).toContain('(HTTP 404)')
    const ftp = await saveService('ftp://example.com/x.png')
    // Not an http(s) link at all: the field's own rule answers first.
    expect(ftp.status).toBe(400)
  })

  it('refuses a picture over the pixel limit, in the admin’s language', async () => {
    const images = await count('service-images')
    const english = await saveService(`${origin}/huge.png`)
    expect(english.status).toBe(400)
    expect(fieldError(english)).toEqual({
      path: 'image_url',
      message:
        'This picture is too large in pixels (15000 × 15000). The limit is 40 megapixels and 10000 pixels on either side. Resize it and upload it again.',
    })
    const arabic = await saveService(`${origin}/huge.png`, 'ar')
    expect(fieldError(arabic)?.message).toMatch(/^أبعاد هذه الصورة كبيرة جدًا/)
    expect(await count('service-images')).toBe(images)
  })

  it('copies or refuses a link given in the same save that clears the upload', async () => {
    const withUpload = await payload.create({
      collection: 'services',
      data: {
        slug: 'upload-then-link',
        title: 'Upload then link',
        display_order: 5,
        image_url: `${origin}/pictures/Team%20Photo.PNG`,
        _status: 'published',
      },
      ...quiet,
    })
    const first = (withUpload.image_storage_path as { id: number }).id
    expect(first).toBeTruthy()

    // A private address with the upload cleared: refused, the document as it was.
    const refused = await rest(payload, 'PATCH', `/services/${withUpload.id}`, {
      token,
      body: {
        image_storage_path: null,
        image_url: 'http://10.0.0.7/logo.png',
        _status: 'published',
      },
    })
    expect(refused.status).toBe(400)
    expect(fieldError(refused)?.message).toMatch(/private network/)
    const kept = await payload.findByID({ collection: 'services', id: withUpload.id, depth: 0 })
    expect(kept.image_storage_path).toBe(first)
    expect(kept.image_url ?? null).toBeNull()

    // A public (here: trusted) address with the upload cleared: copied, the copy takes its place.
    const replaced = await rest(payload, 'PATCH', `/services/${withUpload.id}?depth=0`, {
      token,
      body: {
        image_storage_path: null,
        image_url: `${origin}/pictures/Team%20Photo.PNG`,
        _status: 'published',
      },
    })
    expect(replaced.status).toBe(200)
    const doc = replaced.body.doc as { image_url: string | null; image_storage_path: number }
    expect(doc.image_url).toBeNull()
    expect(doc.image_storage_path).toBeTruthy()
    expect(doc.image_storage_path).not.toBe(first)
  })

  it('loses nothing already saved: the document stays as it was', async () => {
    const saved = await payload.create({
      collection: 'services',
      data: { slug: 'kept-as-it-was', title: 'Kept title', display_order: 4, _status: 'published' },
      ...quiet,
    })
    const answer = await rest(payload, 'PATCH', `/services/${saved.id}`, {
      token,
      body: { title: 'Changed title', image_url: `${origin}/fake.png`, _status: 'published' },
    })
    expect(answer.status).toBe(400)
    const after = await payload.findByID({ collection: 'services', id: saved.id, depth: 0 })
    expect(after.title).toBe('Kept title')
    expect(after.image_url ?? null).toBeNull()
  })
})

describe('the safe download', () => {
  const limits = { maxBytes: 5 * MB, mimeTypes: ['image/png'], kind: 'image' as const }

  it('knows public from private addresses (IPv4, IPv6, mapped)', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      // IPv4-compatible (retired) and IPv4-translated forms of loopback and private addresses.
      '::127.0.0.1',
      '::7f00:1',
      '::10.0.0.1',
      '::ffff:0:127.0.0.1',
      '224.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false)
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true)
  })

  it('gives up after its time limit', async () => {
    const started = Date.now()
    const refusal = await fetchRemoteFile(`${origin}/slow.png`, {
      ...limits,
      timeoutMs: 300,
    }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ImportRefusal)
    expect((refusal as ImportRefusal).reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('refuses a loopback address when no host is trusted', async () => {
    const refusal = await fetchRemoteFile(`${origin}/pictures/Team%20Photo.PNG`, {
      ...limits,
      trustedHosts: [],
    }).catch((error: unknown) => error)
    expect((refusal as ImportRefusal).reason).toBe('private')
  })

  it('refuses loopback written the IPv4-compatible way ([::127.0.0.1])', async () => {
    for (const host of ['[::127.0.0.1]', '[::7f00:1]', '[::ffff:0:7f00:1]', '[::ffff:127.0.0.1]']) {
      const refusal = await fetchRemoteFile(`http://${host}:${port}/pictures/Team%20Photo.PNG`, {
        ...limits,
        trustedHosts: [],
      }).catch((error: unknown) => error)
      expect((refusal as ImportRefusal).reason, host).toBe('private')
    }
  })

  it('reads the size of a picture from its header and refuses one over the pixel limit', async () => {
    const refusal = await fetchRemoteFile(`${origin}/huge.png`, limits).catch(
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(ImportRefusal)
    expect((refusal as ImportRefusal).reason).toBe('dimensions')
    expect((refusal as ImportRefusal).detail).toBe('15000x15000x1')
  })
})
