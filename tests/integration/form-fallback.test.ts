import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findInLocale } from '@/lib/data/in-locale'
import { hasFallback, markEnglish } from '@/lib/fallback/marks'
import { toPublicForm } from '@/lib/forms/public-form'
import { formEnquiry } from '@/lib/forms/submit'
import type { Form } from '@/payload-types'
import { startTestPayload } from '../support/payload'

/**
 * A form whose Arabic is not written yet is shown on Arabic pages in English,
 * each English question marked as English (drawn as <span lang="en">), and
 * what a visitor sends is kept as plain words, without the marks.
 */
let payload: Payload
let stop: () => Promise<void>
let id: number

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  const made = await payload.create({
    collection: 'forms',
    locale: 'en',
    data: {
      title: 'Demo request',
      open: true,
      confirmationType: 'message',
      fields: [
        { kind: 'text', name: 'full_name', label: 'Full name', required: true },
        {
          kind: 'choice',
          name: 'product',
          label: 'Product',
          options: [{ value: 'suite', label: 'Business suite' }],
        },
      ],
    } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  id = made.id as number
  // The name is translated, the rest is not yet.
  const rows = (made.fields ?? []) as Array<{
    id?: string
    options?: Array<{ id?: string; value: string }>
  }>
  const [name, product] = rows
  await payload.update({
    collection: 'forms',
    id,
    locale: 'ar',
    data: {
      fields: [
        { id: name.id, kind: 'text', name: 'full_name', label: 'الاسم الكامل', required: true },
        {
          id: product.id,
          kind: 'choice',
          name: 'product',
          options: product.options?.map((option) => ({ id: option.id, value: option.value })),
        },
      ],
    } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})
afterAll(async () => stop?.())

const publicForm = async (locale: 'en' | 'ar') => {
  const { docs } = await findInLocale(payload, 'forms', locale, (fallbackLocale) =>
    payload.find({
      collection: 'forms',
      where: { id: { equals: id } },
      locale,
      fallbackLocale,
      depth: 1,
      overrideAccess: true,
    }),
  )
  return toPublicForm(docs[0] as Form, locale)
}

describe('a built form with Arabic still to write', () => {
  it('shows its English in Arabic marked as English, its Arabic as is', async () => {
    const form = await publicForm('ar')
    expect(form.title).toBe(markEnglish('Demo request'))
    expect(form.fields[0].label).toBe('الاسم الكامل')
    expect(form.fields[1].label).toBe(markEnglish('Product'))
    expect(form.fields[1].options?.[0].label).toBe(markEnglish('Business suite'))
    // In English nothing is marked.
    const english = await publicForm('en')
    expect(hasFallback(JSON.stringify(english))).toBe(false)
  })

  it('stores what was sent as plain words', async () => {
    const form = await publicForm('ar')
    const enquiry = formEnquiry(form, { full_name: 'سارة', product: 'suite' })
    expect(enquiry.subject).toBe('Demo request')
    expect(enquiry.answers).toEqual([
      expect.objectContaining({ label: 'الاسم الكامل', value: 'سارة' }),
      expect.objectContaining({ label: 'Product', value: 'suite', shown: ['Business suite'] }),
    ])
    expect(hasFallback(JSON.stringify(enquiry))).toBe(false)
  })
})
