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

export type Office = { title: string; address: string; hours: string; mobile?: string }

export type PublicSiteSettings = {
  companyName: string
  email: string
  phone: string
  mobile: string
  commercialRegistration: string
  kuwait: Office & { latitude: number; longitude: number }
  abuDhabi: Office
  social: { facebook?: string; instagram?: string; linkedin?: string }
  products: Record<
    'business_suite' | 'property_management' | 'kitchen' | 'dining',
    { name: string; url: string }
  >
}

/** Company facts from the site-settings global (seeded; edited by staff). */
export const getSiteSettings = cache(async (locale: Locale): Promise<PublicSiteSettings> => {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({
    slug: 'site-settings',
    locale,
    fallbackLocale: 'en',
    depth: 0,
    overrideAccess: false,
  })
  const product = (value?: { name?: string | null; url?: string | null } | null) => ({
    name: value?.name ?? '',
    url: value?.url ?? '',
  })
  return {
    companyName: doc.company_name ?? '',
    email: doc.email ?? '',
    phone: doc.phone ?? '',
    mobile: doc.mobile ?? '',
    commercialRegistration: doc.commercial_registration ?? '',
    kuwait: {
      title: doc.kuwait_office?.title ?? '',
      address: doc.kuwait_office?.address ?? '',
      hours: doc.kuwait_office?.hours ?? '8:00-16:00',
      mobile: doc.kuwait_office?.mobile ?? doc.mobile ?? '',
      latitude: doc.kuwait_office?.latitude ?? 29.3375,
      longitude: doc.kuwait_office?.longitude ?? 48.0758,
    },
    abuDhabi: {
      title: doc.abu_dhabi_office?.title ?? '',
      address: doc.abu_dhabi_office?.address ?? '',
      hours: doc.abu_dhabi_office?.hours ?? '9:00-17:00',
    },
    social: {
      facebook: doc.social?.facebook ?? undefined,
      instagram: doc.social?.instagram ?? undefined,
      linkedin: doc.social?.linkedin ?? undefined,
    },
    products: {
      business_suite: product(doc.products?.business_suite),
      property_management: product(doc.products?.property_management),
      kitchen: product(doc.products?.kitchen),
      dining: product(doc.products?.dining),
    },
  }
})
