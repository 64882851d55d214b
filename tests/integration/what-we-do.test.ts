import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { getServices as GetServices } from '@/lib/data'
import { startTestPayload } from '../support/payload'
import { markEnglish } from '@/lib/fallback/marks'

/**
 * What We Do's services read on real Payload (display order ascending,
 * Arabic with English fallback; the services list failure of docs/PRODUCT.md,
 * What We Do page).
 */

let payload: Payload
let stop: () => Promise<void>
let getServices: typeof GetServices

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  // Imported only now: the Payload config reads DATABASE_URL when it loads, and
  // startTestPayload has just pointed it at the temporary database.
  ;({ getServices } = await import('@/lib/data'))
  for (const [slug, order, title, titleAr] of [
    ['erp-solution', 3, 'ERP solution', 'نظام تخطيط موارد المؤسسات (ERP)'],
    ['web-development', 1, 'Web development', 'تطوير المواقع الإلكترونية'],
    ['mobile-app', 2, 'Mobile app development', null],
  ] as const) {
    const doc = await payload.create({
      collection: 'services',
      locale: 'en',
      data: { slug, title, display_order: order },
      context: { disableRevalidate: true },
    })
    if (titleAr) {
      await payload.update({
        collection: 'services',
        id: doc.id,
        locale: 'ar',
        data: { title: titleAr },
        context: { disableRevalidate: true },
      })
    }
  }
})
afterAll(async () => {
  // The last test closes the database on purpose; a second close may complain.
  await stop?.().catch(() => undefined)
})

describe('What We Do services read', () => {
  it('reads the services as a visitor, in display order', async () => {
    const result = await getServices('en')
    expect(result.ok).toBe(true)
    expect(result.ok && result.value.map((service) => service.slug)).toEqual([
      'web-development',
      'mobile-app',
      'erp-solution',
    ])
  })

  it('follows a change of display order', async () => {
    const { docs } = await payload.find({
      collection: 'services',
      where: { slug: { equals: 'erp-solution' } },
    })
    await payload.update({
      collection: 'services',
      id: docs[0].id,
      data: { display_order: 0 },
      context: { disableRevalidate: true },
    })
    const result = await getServices('en')
    expect(result.ok && result.value.map((service) => service.slug)).toEqual([
      'erp-solution',
      'web-development',
      'mobile-app',
    ])
  })

  it('gives Arabic titles in Arabic, English where Arabic is empty', async () => {
    const result = await getServices('ar')
    expect(result.ok && result.value.map((service) => service.title)).toEqual([
      'نظام تخطيط موارد المؤسسات (ERP)',
      'تطوير المواقع الإلكترونية',
      // Marked so the page draws it as English (lib/fallback).
      markEnglish('Mobile app development'),
    ])
  })

  it('answers an error marker, not an exception, when the database fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await payload.db.destroy?.()
    const result = await getServices('en')
    expect(result).toEqual({ ok: false, value: [] })
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('services could not be read'),
      expect.anything(),
    )
    log.mockRestore()
  })
})
