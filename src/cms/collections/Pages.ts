import type { CollectionConfig, PayloadRequest } from 'payload'

import { blocksForPage, CONTENT_PAGE_BLOCKS } from '@/blocks'
import { isContentPageKey, isPageKey, PAGE_KEYS } from '@/lib/routes'
import { publishedOnlyOrStaff, staffWrites } from '../access'
import { text } from '../text-fields'
import { revalidateHooks } from '../hooks/revalidate'
import { listedAs } from '../admin-labels/sidebar'

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
  ...listedAs('page-keywords', {
    useAsTitle: 'title',
    defaultColumns: ['title', 'page_slug', 'updatedAt'],
    description: {
      en: 'The words and figures of each page, its search title, description, share image and keywords, in both languages.',
      ar: 'نصوص كل صفحة وأرقامها، وعنوانها ووصفها وصورة مشاركتها وكلماتها المفتاحية في البحث، باللغتين.',
    },
  }),
  access: { read: publishedOnlyOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    {
      name: 'page_slug',
      label: { en: 'Page key', ar: 'مفتاح الصفحة' },
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
    text('title', { en: 'Title', ar: 'العنوان' }, 120, {
      description: { en: 'The page’s name in the admin.', ar: 'اسم الصفحة في لوحة التحكم.' },
    }),
    {
      name: 'layout',
      label: { en: 'Sections', ar: 'الأقسام' },
      // "Add section", not Payload's "Add Layout" from the field's name.
      labels: { singular: { en: 'Section', ar: 'قسم' }, plural: { en: 'Sections', ar: 'الأقسام' } },
      type: 'blocks',
      blocks: CONTENT_PAGE_BLOCKS,
      filterOptions: ({ data }) => blocksForPage(data?.page_slug),
      admin: {
        initCollapsed: true,
        condition: (data) => isContentPageKey(data?.page_slug),
        description: {
          en: 'The sections of the page, top to bottom.',
          ar: 'أقسام الصفحة من الأعلى إلى الأسفل.',
        },
      },
    },
    text('keywords', { en: 'Keywords', ar: 'الكلمات المفتاحية' }, 500, {
      description: {
        en: 'Comma-separated search keywords for this page.',
        ar: 'كلمات البحث المفتاحية لهذه الصفحة، تفصل بينها فواصل.',
      },
    }),
  ],
}
