import type { Payload } from 'payload'

import type { SiteSetting } from '@/payload-types'
import type { SeedResult } from './types'
import { SEED_CONTEXT } from './upsert'

type Settings = Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'>

/** Company facts in English (and every non-localized value). */
export const SITE_SETTINGS_EN: Settings = {
  company_name: 'Nakhla Technologies',
  email: 'info@nakhla.example',
  phone: '+965 2220 4400',
  mobile: '+965 9990 4400',
  commercial_registration: '401275',
  kuwait_office: {
    title: 'Kuwait office',
    // The contact page's map marker sits in Salmiya: the address matches it.
    address: 'Office 1204, Floor 12, Salem Al Mubarak Street, Block 2, Salmiya, Kuwait',
    hours: '8:00-16:00',
    mobile: '+965 9990 4400',
    latitude: 29.3375,
    longitude: 48.0758,
  },
  abu_dhabi_office: {
    title: 'Abu Dhabi office',
    address: 'Floor 14, Al Maryah Island, Abu Dhabi, United Arab Emirates',
    hours: '9:00-17:00',
  },
  social: {
    facebook: 'https://www.facebook.com/nakhla.example',
    instagram: 'https://www.instagram.com/nakhla.example',
    linkedin: 'https://www.linkedin.com/company/nakhla-example',
  },
  products: {
    business_suite: { name: 'Nakhla Suite', url: 'https://suite.nakhla.example' },
    property_management: { name: 'Nakhla Rentals', url: 'https://rentals.nakhla.example' },
    kitchen: { name: 'Nakhla Kitchen', url: 'https://kitchen.nakhla.example' },
    dining: { name: 'Nakhla Dine', url: 'https://dine.nakhla.example' },
  },
}

/** The localized texts in Arabic (product names stay in Latin script: docs/PRODUCT.md, Languages, numbers and dates). */
export const SITE_SETTINGS_AR = {
  company_name: 'نخلة للتقنية',
  kuwait_office: {
    title: 'مكتب الكويت',
    address: 'مكتب 1204، الطابق 12، شارع سالم المبارك، قطعة 2، السالمية، الكويت',
  },
  abu_dhabi_office: {
    title: 'مكتب أبوظبي',
    address: 'الطابق 14، جزيرة الماريه، أبوظبي، الإمارات العربية المتحدة',
  },
  products: {
    business_suite: { name: 'Nakhla Suite' },
    property_management: { name: 'Nakhla Rentals' },
    kitchen: { name: 'Nakhla Kitchen' },
    dining: { name: 'Nakhla Dine' },
  },
}

async function writeArabicSettings(payload: Payload) {
  // Groups are sent whole: the non-localized values (hours, url…) come from the saved English.
  const saved = await payload.findGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    depth: 0,
    locale: 'en',
  })
  const ar = SITE_SETTINGS_AR
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'ar',
    data: {
      company_name: ar.company_name,
      kuwait_office: { ...saved.kuwait_office, ...ar.kuwait_office },
      abu_dhabi_office: { ...saved.abu_dhabi_office, ...ar.abu_dhabi_office },
      products: {
        business_suite: { ...saved.products?.business_suite, ...ar.products.business_suite },
        property_management: {
          ...saved.products?.property_management,
          ...ar.products.property_management,
        },
        kitchen: { ...saved.products?.kitchen, ...ar.products.kitchen },
        dining: { ...saved.products?.dining, ...ar.products.dining },
      },
    } as never,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
}

/** Written once: after that the global belongs to staff (only a missing Arabic is filled in). */
export async function seedSiteSettings(payload: Payload, result: SeedResult) {
  const current = await payload.findGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    depth: 0,
    locale: 'en',
  })
  if (current.company_name) {
    const arabic = await payload.findGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      depth: 0,
      locale: 'ar',
      fallbackLocale: false,
    })
    if (!arabic.company_name) {
      await writeArabicSettings(payload)
      result.updated += 1
    }
    return
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: SITE_SETTINGS_EN,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  await writeArabicSettings(payload)
  result.created += 1
}
