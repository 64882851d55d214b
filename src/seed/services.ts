import type { Payload } from 'payload'

import { inLocale, SERVICE_PAGE_LAYOUTS } from '@/content/service-pages'
import { BUILT_IN_SERVICES as SERVICES } from '@/content/service-list'
import type { SeedResult } from './types'
import { seedRecord, seedUpload, withUploadIds } from './upsert'

export async function seedServices(payload: Payload, result: SeedResult) {
  for (const [index, service] of SERVICES.entries()) {
    const image = await seedUpload(
      payload,
      result,
      'service-images',
      `service-${service.slug}.webp`,
      {
        en: `${service.en.title}: a product screen designed by Nakhla Technologies`,
        ar: `${service.ar.title}: واجهة منتج من تصميم نخلة للتقنية`,
      },
    )
    const layout = await withUploadIds(payload, result, SERVICE_PAGE_LAYOUTS[service.slug])
    const shared = {
      slug: service.slug,
      icon_name: service.icon_name,
      icon_bg: service.icon_bg,
      icon_color: service.icon_color,
      image_storage_path: image,
      display_order: index + 1,
    }
    await seedRecord(
      payload,
      result,
      'services',
      { slug: { equals: service.slug } },
      {
        en: { ...shared, ...service.en, layout: inLocale(layout, 'en') },
        // The blocks' structure (icons, pictures, links) is shared: Arabic repeats it with its texts.
        ar: { ...service.ar, layout: inLocale(layout, 'ar') },
      },
    )
  }
}
