import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from './payload'

/**
 * Every public read of CMS data. Reads run as an anonymous visitor
 * (`overrideAccess: false`), so the server-side access rules, not only these
 * queries, decide what the public sees. `cache` dedupes reads within one render.
 */

export type PublicService = {
  id: number
  slug: string
  title: string
  subtitle: string
  description: string
  serviceName: string
  iconName: string
  iconBg: string
  iconColor: string
  imageUrl: string | null
  imageAlt: string
  displayOrder: number
}

type UploadRef = { url?: string | null; alt?: string | null } | number | null | undefined

const uploadUrl = (ref: UploadRef): string | null =>
  ref && typeof ref === 'object' && ref.url ? ref.url : null

export const getServices = cache(async (locale: Locale): Promise<PublicService[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'services',
    locale,
    fallbackLocale: 'en',
    sort: 'display_order',
    depth: 1,
    limit: 100,
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug,
    title: doc.title ?? '',
    subtitle: doc.subtitle ?? '',
    description: doc.description ?? '',
    serviceName: doc.service_name ?? '',
    iconName: doc.icon_name ?? 'Monitor',
    iconBg: doc.icon_bg ?? '#CCFBF1',
    iconColor: doc.icon_color ?? '#0F766E',
    imageUrl: uploadUrl(doc.image_storage_path as UploadRef) ?? doc.image_url ?? null,
    imageAlt:
      (typeof doc.image_storage_path === 'object' && doc.image_storage_path?.alt) ||
      doc.title ||
      '',
    displayOrder: doc.display_order,
  }))
})
