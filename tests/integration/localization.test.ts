import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'

let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
})
afterAll(async () => stop?.())

const readAr = async (id: number) =>
  payload.findByID({
    collection: 'services',
    id,
    locale: 'ar',
    fallbackLocale: 'en',
    overrideAccess: false,
  })

async function serviceWithArabic(
  slug: string,
  arabic: { title: string | null; subtitle: string | null },
) {
  const created = await payload.create({
    collection: 'services',
    locale: 'en',
    data: { slug, title: 'Web development', subtitle: 'Fast sites', display_order: 1 },
    context: { disableRevalidate: true },
  })
  await payload.update({
    collection: 'services',
    id: created.id,
    locale: 'ar',
    data: arabic,
    context: { disableRevalidate: true },
  })
  return created.id
}

describe('Arabic value when non-empty, else English', () => {
  it('uses the Arabic value when there is one', async () => {
    const id = await serviceWithArabic('arabic-present', {
      title: 'تطوير المواقع',
      subtitle: 'مواقع سريعة',
    })
    const doc = await readAr(id)
    expect(doc.title).toBe('تطوير المواقع')
    expect(doc.subtitle).toBe('مواقع سريعة')
  })

  it('falls back to English when the Arabic value is null', async () => {
    const id = await serviceWithArabic('arabic-null', { title: null, subtitle: null })
    const doc = await readAr(id)
    expect(doc.title).toBe('Web development')
    expect(doc.subtitle).toBe('Fast sites')
  })

  it('falls back to English when the Arabic value is an empty string', async () => {
    const id = await serviceWithArabic('arabic-empty', { title: '', subtitle: '' })
    const doc = await readAr(id)
    expect(doc.title).toBe('Web development')
    expect(doc.subtitle).toBe('Fast sites')
  })

  it('falls back for list items inside a story too', async () => {
    const story = await payload.create({
      collection: 'success-stories',
      locale: 'en',
      data: {
        slug: 'fallback-story',
        display_order: 1,
        title: 'Story',
        features: [{ title: 'Fast', description: 'Very fast', icon: 'CheckCircle' }],
      },
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'success-stories',
      id: story.id,
      locale: 'ar',
      data: { features: [{ id: story.features![0].id, title: '', description: 'سريع جدًا' }] },
      context: { disableRevalidate: true },
    })
    const doc = await payload.findByID({
      collection: 'success-stories',
      id: story.id,
      locale: 'ar',
    })
    expect(doc.features?.[0].title).toBe('Fast')
    expect(doc.features?.[0].description).toBe('سريع جدًا')
  })

  it('requires English but lets Arabic stay empty', async () => {
    await expect(
      payload.create({
        collection: 'services',
        locale: 'en',
        data: { slug: 'no-title', title: '', display_order: 1 },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow(/title/i)
  })
})
