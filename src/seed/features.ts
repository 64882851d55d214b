import type { Payload } from 'payload'

import { BUILTIN_FEATURES } from '@/sections/home/builtin'
import type { SeedResult } from './types'
import { seedRecord } from './upsert'

/**
 * The home page's feature cards, editable in the CMS: the six built-in cards
 * the page shows when the CMS cannot answer (docs/PRODUCT.md, Home page), so
 * the seed and the fallback are one list.
 */

export async function seedFeatures(payload: Payload, result: SeedResult) {
  for (const [index, { iconName, title, description }] of BUILTIN_FEATURES.entries()) {
    await seedRecord(
      payload,
      result,
      'features',
      { title: { equals: title.en } },
      {
        en: {
          title: title.en,
          description: description.en,
          icon_name: iconName,
          display_order: index + 1,
          is_active: true,
          status: true,
        },
        ar: { title: title.ar, description: description.ar },
      },
    )
  }
}
