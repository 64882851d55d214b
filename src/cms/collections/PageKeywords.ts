import type { CollectionConfig } from 'payload'

import { publishedOnlyOrStaff, staffWrites } from '../access'
import { localizedText } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

/** Page keys of spec §3: `home`, then the route without its leading slash. */
export const PAGE_KEYS = [
  'home',
  'about',
  'contact',
  'what-we-do',
  'what-we-do/web-development',
  'what-we-do/mobile-app',
  'what-we-do/erp-solution',
  'what-we-do/ecommerce-application',
  'what-we-do/property-management',
  'what-we-do/fandb-solution',
  'our-work',
  'blog',
  'privacy-policy',
] as const
export type PageKey = (typeof PAGE_KEYS)[number]

export const PageKeywords: CollectionConfig = {
  slug: 'page-keywords',
  labels: { singular: 'Page keywords', plural: 'Page keywords' },
  admin: { group: 'Settings', useAsTitle: 'page_slug', defaultColumns: ['page_slug', 'keywords'] },
  access: { read: publishedOnlyOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    {
      name: 'page_slug',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: PAGE_KEYS.map((key) => ({ label: key, value: key })),
    },
    localizedText('keywords', {
      required: true,
      maxLength: 500,
      description: 'Comma-separated search keywords for this page.',
    }),
  ],
}
