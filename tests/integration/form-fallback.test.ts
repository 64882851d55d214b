import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hasFallback, markEnglish } from '@/lib/fallback/marks'
import { formEnquiry } from '@/lib/forms/submit'
import { startTestPayload } from '../support/payload'
import { valuesOf } from '../support/read-values'

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

/** The form as the site's pages read it (lib/data/forms.ts). */
const publicForm = async (locale: 'en' | 'ar') => {
  const data = valuesOf(await import('@/lib/data'))
  return (await data.getPublicForm(locale, id))!
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
