import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'

/** A new entry in an ordered collection comes last, never in front of the others by surprise. */
let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
}, 120_000)
afterAll(async () => stop?.())

describe('the order of a new entry', () => {
  it('is one after the last, in every ordered collection; a given order is kept', async () => {
    const make = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'testimonials',
        data: { quote: 'Good work.', author_name: 'A client', ...data } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    const first = await make({})
    expect(first.display_order).toBe(0)
    const placed = await make({ display_order: 7 })
    expect(placed.display_order).toBe(7)
    const next = await make({})
    expect(next.display_order).toBe(8)

    const feature = await payload.create({
      collection: 'features',
      data: { title: 'Fast', description: 'Very fast.' } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(feature.display_order).toBe(0)
  })

  it('is offered as the default when staff open a new entry', async () => {
    const field = payload.collections['hero-slides'].config.fields.find(
      (each) => 'name' in each && each.name === 'display_order',
    ) as { defaultValue: (args: unknown) => Promise<number> }
    await payload.create({
      collection: 'hero-slides',
      data: { title: 'Slide', display_order: 3 } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const req = { payload } as never
    const offered = await field.defaultValue({ req, user: null })
    const { docs } = await payload.find({
      collection: 'hero-slides',
      sort: '-display_order',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0]?.display_order).toBeGreaterThanOrEqual(3)
    expect(offered).toBe(docs[0]!.display_order + 1)
  })
})
