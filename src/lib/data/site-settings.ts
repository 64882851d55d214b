import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/routing'
import { NO_SEO, seoOf, type SeoFields } from '../seo-fields'
import { findGlobalInLocale } from './in-locale'
import { readContent, type Read } from './read'
import { globalTag } from './tags'

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

const fallbackSettings = (): PublicSiteSettings => ({
  companyName: '',
  email: '',
  phone: '',
  mobile: '',
  commercialRegistration: '',
  kuwait: { title: '', address: '', hours: '8:00-16:00', latitude: 29.3375, longitude: 48.0758 },
  abuDhabi: { title: '', address: '', hours: '9:00-17:00' },
  social: {},
  products: {
    business_suite: { name: '', url: '' },
    property_management: { name: '', url: '' },
    kitchen: { name: '', url: '' },
    dining: { name: '', url: '' },
  },
})

const SETTINGS = globalTag('site-settings')

/** Company facts from the site-settings global (seeded; edited by staff). */
export const getSiteSettings = cache((locale: Locale): Promise<Read<PublicSiteSettings>> =>
  readContent(
    { what: 'site settings', key: [locale], tags: [SETTINGS], fallback: fallbackSettings() },
    async (payload, access) => {
      const doc = await findGlobalInLocale(payload, 'site-settings', locale, (fallbackLocale) =>
        payload.findGlobal({
          slug: 'site-settings',
          locale,
          fallbackLocale,
          depth: 0,
          ...access,
        }),
      )
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
    },
  ),
)

/** The site-wide search defaults (site settings): description and share image. */
export const getSiteSeo = cache((locale: Locale): Promise<Read<SeoFields>> =>
  readContent(
    { what: 'search defaults', key: [locale], tags: [SETTINGS], fallback: NO_SEO },
    async (payload, access) => {
      const doc = await findGlobalInLocale(payload, 'site-settings', locale, (fallbackLocale) =>
        payload.findGlobal({
          slug: 'site-settings',
          locale,
          fallbackLocale,
          depth: 1,
          ...access,
          select: { meta: true, company_name: true },
        }),
      )
      return seoOf(doc.meta, doc.company_name ?? '')
    },
  ),
)
