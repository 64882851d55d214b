import type { Payload } from 'payload'

import type { SeedResult } from './types'
import { SEED_CONTEXT } from './upsert'

const EN = {
  company_name: 'Nakhla Technologies',
  email: 'info@nakhla.example',
  phone: '+965 2220 4400',
  mobile: '+965 9990 4400',
  commercial_registration: '401275',
  kuwait_office: {
    title: 'Kuwait office',
    address: 'Al Hamra Tower, Floor 32, Al Shuhada Street, Sharq, Kuwait City',
    hours: '8:00-16:00',
    mobile: '+965 9990 4400',
    latitude: 29.3375,
    longitude: 48.0758,
  },
  abu_dhabi_office: {
    title: 'Abu Dhabi office',
    address: 'Al Maryah Tower, Floor 14, Al Maryah Island, Abu Dhabi',
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

const AR = {
  company_name: 'نخلة للتقنية',
  kuwait_office: {
    title: 'مكتب الكويت',
    address: 'برج الحمراء، الطابق 32، شارع الشهداء، شرق، مدينة الكويت',
  },
  abu_dhabi_office: {
    title: 'مكتب أبوظبي',
    address: 'برج المارية، الطابق 14، جزيرة المارية، أبوظبي',
  },
}

/** Written once: after that the global belongs to staff. */
export async function seedSiteSettings(payload: Payload, result: SeedResult) {
  const current = await payload.findGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    depth: 0,
  })
  if (current.company_name) return
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: EN,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  const saved = await payload.findGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    depth: 0,
    locale: 'en',
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'ar',
    data: {
      company_name: AR.company_name,
      kuwait_office: { ...saved.kuwait_office, ...AR.kuwait_office },
      abu_dhabi_office: { ...saved.abu_dhabi_office, ...AR.abu_dhabi_office },
      products: {
        business_suite: { ...saved.products?.business_suite, name: 'Nakhla Suite' },
        property_management: { ...saved.products?.property_management, name: 'Nakhla Rentals' },
        kitchen: { ...saved.products?.kitchen, name: 'Nakhla Kitchen' },
        dining: { ...saved.products?.dining, name: 'Nakhla Dine' },
      },
    } as never,
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  result.created += 1
}
