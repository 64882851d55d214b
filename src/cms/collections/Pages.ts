import type { CollectionConfig, PayloadRequest } from 'payload'

import { CONTENT_PAGE_BLOCKS } from '@/blocks'
import { isContentPageKey, isPageKey, PAGE_KEYS } from '@/lib/routes'
import { publishedOnlyOrStaff, staffWrites } from '../access'
import { localizedText } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

/**
 * One document per page of the site, keyed by the page's key (its route
 * without the leading slash; `home`, and `not-found` for the page an unknown
 * address shows). It holds the page's search and share settings (the SEO
 * fields, cms/seo/seo-fields.ts) and keywords, and for the pages built from
 * blocks (lib/routes CONTENT_PAGE_KEYS) their sections, top to bottom.
 * Service pages keep their sections on the service. The slug stays
 * `page-keywords`, the REST address and tables it always had.
 */
export const Pages: CollectionConfig = {
  slug: 'page-keywords',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    group: 'Pages',
    useAsTitle: 'title',
    defaultColumns: ['title', 'page_slug', 'updatedAt'],
    description:
      'The words and figures of each page, its search title, description, share image and keywords, in both languages.',
  },
  access: { read: publishedOnlyOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    {
      name: 'page_slug',
      label: 'Page key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      // Pages exist because the site has them: the seed writes one per key.
      admin: { readOnly: true, position: 'sidebar' },
      validate: (value: unknown, { req }: { req?: Partial<PayloadRequest> }) =>
        isPageKey(value) ||
        (req?.i18n?.language === 'ar'
          ? `استخدم أحد مفاتيح صفحات الموقع: ${PAGE_KEYS.join('، ')}.`
          : `Use one of the site's page keys: ${PAGE_KEYS.join(', ')}.`),
    },
    localizedText('title', {
      maxLength: 120,
      description: 'The page’s name in the admin.',
    }),
    {
      name: 'layout',
      label: 'Sections',
      // "Add section", not Payload's "Add Layout" from the field's name.
      labels: { singular: 'Section', plural: 'Sections' },
      type: 'blocks',
      blocks: CONTENT_PAGE_BLOCKS,
      admin: {
        initCollapsed: true,
        condition: (data) => isContentPageKey(data?.page_slug),
        description: 'The sections of the page, top to bottom.',
      },
    },
    localizedText('keywords', {
      maxLength: 500,
      description: 'Comma-separated search keywords for this page.',
    }),
  ],
}
