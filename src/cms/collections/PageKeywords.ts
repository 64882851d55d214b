import type { CollectionConfig } from 'payload'

import { publishedOnlyOrStaff, staffWrites } from '../access'
import { localizedText } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'
import { PAGE_KEYS, type PageKey } from '@/lib/routes'

/** The page each key stands for, as staff name it (the admin's list and choices). */
const PAGE_NAMES: Record<PageKey, string> = {
  home: 'Home page',
  about: 'About us',
  contact: 'Contact us',
  'what-we-do': 'What we do',
  'what-we-do/web-development': 'Web development service',
  'what-we-do/mobile-app': 'Mobile app service',
  'what-we-do/erp-solution': 'ERP service',
  'what-we-do/ecommerce-application': 'E-commerce service',
  'what-we-do/property-management': 'Property management service',
  'what-we-do/fandb-solution': 'Food and beverage service',
  'our-work': 'Our work',
  blog: 'Blog',
  'privacy-policy': 'Privacy policy',
}

/**
 * Search and share settings of one page of the site, per language: its
 * title, description and share image (the SEO fields, cms/seo/seo-fields.ts)
 * and keywords. A page without a row, or a field left empty, keeps the
 * page's own title and description and the site's defaults (site settings).
 */
export const PageKeywords: CollectionConfig = {
  slug: 'page-keywords',
  labels: { singular: 'Page SEO', plural: 'Page SEO' },
  admin: {
    group: 'Settings',
    useAsTitle: 'page_slug',
    defaultColumns: ['page_slug', 'keywords', 'updatedAt'],
    description:
      'Search title, description, share image and keywords of each page, in both languages.',
  },
  access: { read: publishedOnlyOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    {
      name: 'page_slug',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: PAGE_KEYS.map((key) => ({ label: PAGE_NAMES[key], value: key })),
    },
    localizedText('keywords', {
      maxLength: 500,
      description: 'Comma-separated search keywords for this page.',
    }),
  ],
}
