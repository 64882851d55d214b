import type { CollectionConfig, PayloadRequest } from 'payload'

import { blocksForPage, CONTENT_PAGE_BLOCKS } from '@/blocks'
import { isContentPageKey, isPageKey, PAGE_KEYS } from '@/lib/routes'
import {
  moveSubPages,
  PAGE_ADDRESS_FIELDS,
  PAGES_SLUG,
  refuseCopyOfFixedPage,
  storePagePath,
  writePageSlug,
} from './page-address'
import { keepRequiredPages, keepRequiredPagesPublished } from './required-pages'
import { publishedOnlyOrStaff, staffWrites } from '../access'
import { text } from '../text-fields'
import { keywordsField } from '../seo/keywords-field'
import { revalidateHooks } from '../hooks/revalidate'
import { listedAs } from '../admin-labels/sidebar'

/**
 * Every page of the site is one document here (REST `/api/pages`). The pages
 * code has (home, About, contact… and `not-found`, the copy an unknown address
 * shows) carry a page key and keep their fixed address; pages staff make have
 * a slug and maybe a parent, and live at `/parent/slug` in both languages
 * (./page-address.ts). Each holds its search and share settings (the SEO
 * fields, cms/seo/seo-fields.ts), keywords and its sections, top to bottom.
 * Service pages keep their sections on the service. The tables keep the name
 * they had when the collection was `page-keywords` (that REST address now
 * answers 308 to this one: next.config.ts).
 */
export const Pages: CollectionConfig = {
  ...listedAs(PAGES_SLUG, {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    description: {
      en: 'The words and figures of each page, its search title, description, share image and keywords, in both languages.',
      ar: 'نصوص كل صفحة وأرقامها، وعنوانها ووصفها وصورة مشاركتها وكلماتها المفتاحية في البحث، باللغتين.',
    },
  }),
  dbName: 'page_keywords',
  access: { read: publishedOnlyOrStaff, ...staffWrites },
  hooks: {
    ...revalidateHooks,
    beforeValidate: [writePageSlug],
    beforeChange: [keepRequiredPagesPublished, storePagePath],
    afterChange: [moveSubPages, ...(revalidateHooks.afterChange ?? [])],
    beforeDelete: [keepRequiredPages],
  },
  fields: [
    {
      name: 'page_slug',
      label: { en: 'Page key', ar: 'مفتاح الصفحة' },
      type: 'text',
      unique: true,
      index: true,
      // The pages code has: the seed writes one per key. Pages staff make have none.
      hooks: { beforeDuplicate: [refuseCopyOfFixedPage] },
      admin: {
        readOnly: true,
        position: 'sidebar',
        // Shown (and so checked: Payload skips the rules of hidden fields) whenever set.
        condition: (data) => Boolean(data?.page_slug),
      },
      validate: (value: unknown, { req }: { req?: Partial<PayloadRequest> }) =>
        value === null ||
        value === undefined ||
        isPageKey(value) ||
        (req?.i18n?.language === 'ar'
          ? `استخدم أحد مفاتيح صفحات الموقع: ${PAGE_KEYS.join('، ')}.`
          : `Use one of the site's page keys: ${PAGE_KEYS.join(', ')}.`),
    },
    text('title', { en: 'Title', ar: 'العنوان' }, 120, {
      description: {
        en: 'The page’s name in the admin, and its heading in search results and links.',
        ar: 'اسم الصفحة في لوحة التحكم، وعنوانها في نتائج البحث والروابط.',
      },
    }),
    ...PAGE_ADDRESS_FIELDS,
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
        condition: (data) => !isPageKey(data?.page_slug) || isContentPageKey(data?.page_slug),
        description: {
          en: 'The sections of the page, top to bottom.',
          ar: 'أقسام الصفحة من الأعلى إلى الأسفل.',
        },
      },
    },
    {
      name: 'backToTop',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Back-to-top link', ar: 'رابط العودة إلى الأعلى' },
      admin: {
        position: 'sidebar',
        condition: (data) => !isPageKey(data?.page_slug) || isContentPageKey(data?.page_slug),
        description: {
          en: 'For long pages (about ten phone screens or more): a link that follows the reader down the page and takes them back to the top.',
          ar: 'للصفحات الطويلة (نحو عشر شاشات جوال أو أكثر): رابط يرافق القارئ أثناء التمرير ويعيده إلى أعلى الصفحة.',
        },
      },
    },
    keywordsField(),
  ],
}
