import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pathsTo } from '@/cms/collections/file-uses'
import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * A picture still shown somewhere is not deleted: staff are told where it is
 * used, in the admin's language, and a picture used nowhere is deleted
 * without fuss. Through REST, as the admin deletes.
 */
const STAFF = { email: 'media-staff@example.com', password: 'cardamom-and-saffron-27' }
const quiet = { context: { disableRevalidate: true } }

let payload: Payload
let stop: () => Promise<void>
let token: string

async function picture(collection: 'share-images' | 'service-images', name: string) {
  const data = await sharp({
    create: { width: 120, height: 63, channels: 3, background: '#0F766E' },
  })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection,
    data: { alt: name },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
    ...quiet,
  })
  return doc.id
}

const remove = (collection: string, id: number | string, language: 'en' | 'ar' = 'en') =>
  rest(payload, 'DELETE', `/${collection}/${id}`, { token, language })

const stillThere = async (collection: 'share-images' | 'service-images', id: number | string) =>
  (
    await payload.find({
      collection,
      where: { id: { equals: id } },
      overrideAccess: true,
      depth: 0,
    })
  ).totalDocs

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  await payload.create({ collection: 'users', data: { ...STAFF, role: 'admin' } })
  token = await signIn(payload, STAFF.email, STAFF.password)
})
afterAll(async () => stop?.())

describe('deleting a picture', () => {
  it('finds every field that can hold one, however deep', () => {
    const services = payload.collections.services.config.fields
    expect(pathsTo(services, 'service-images')).toEqual(['image_storage_path'])
    expect(pathsTo(services, 'share-images')).toEqual(['meta.image'])
    const settings = payload.config.globals.find((global) => global.slug === 'site-settings')!
    expect(pathsTo(settings.fields, 'share-images')).toEqual(['meta.image'])
  })

  it('used nowhere: deleted, and its file with it', async () => {
    const id = await picture('share-images', 'unused-card')
    const answer = await remove('share-images', id)
    expect(answer.status).toBe(200)
    expect(await stillThere('share-images', id)).toBe(0)
  })

  it('still used: refused with where, in the admin’s language, until it is replaced there', async () => {
    const image = await picture('service-images', 'web-team')
    const card = await picture('share-images', 'web-card')
    const service = await payload.create({
      collection: 'services',
      data: {
        slug: 'web-development',
        title: 'Web development',
        image_storage_path: image,
        meta: { image: card },
        _status: 'published',
      } as never,
      overrideAccess: true,
      ...quiet,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { meta: { image: card } } as never,
      // A draft of the settings: the rest of them need not be filled in for this.
      draft: true,
      overrideAccess: true,
      ...quiet,
    })

    const refused = await remove('service-images', image)
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.body)).toContain(
      'This file is still used by Service “\u2068Web development\u2069”.',
    )
    const inArabic = await remove('share-images', card, 'ar')
    expect(inArabic.status).toBe(409)
    const message = JSON.stringify(inArabic.body)
    expect(message).toContain('هذا الملف ما زال مستخدمًا في')
    expect(message).toContain('«\u2068Web development\u2069»')
    expect(message).toContain(' · إعدادات الموقع')
    expect(await stillThere('service-images', image)).toBe(1)
    expect(await stillThere('share-images', card)).toBe(1)

    // Replaced where it was used, it goes.
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { image_storage_path: null } as never,
      overrideAccess: true,
      ...quiet,
    })
    expect((await remove('service-images', image)).status).toBe(200)
    expect(await stillThere('service-images', image)).toBe(0)
  })
})
