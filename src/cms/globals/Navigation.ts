import type { ArrayField, GlobalConfig } from 'payload'

import { canEditContent, publishedOnlyOrStaff } from '../access'
import { choice } from '../choice-field'
import { linkFields, linkGroup } from '../link-field'
import { text } from '../text-fields'
import { revalidateGlobalAfterChange } from '../hooks/revalidate'
import type { Bilingual } from '@/cms/admin-labels/bilingual'
import { ADMIN_GROUPS } from '@/cms/admin-labels/sidebar'

type EntryData = { type?: string }
const entryIs =
  (...types: string[]) =>
  (_: unknown, sibling: EntryData) =>
    types.includes(sibling?.type ?? '')

const links = (
  name: string,
  label: Bilingual,
  maxRows: number,
  description?: Bilingual,
): ArrayField => ({
  name,
  label,
  labels: { singular: { en: 'Link', ar: 'رابط' }, plural: { en: 'Links', ar: 'روابط' } },
  type: 'array',
  maxRows,
  fields: linkFields(),
  admin: { initCollapsed: true, ...(description ? { description } : {}) },
})

/**
 * The site's menus: the header's entries and button, the footer's columns of
 * links and its legal links, in both languages. Product and social links stay
 * in Site settings beside the company's other facts. A link opens a page,
 * service, success story or blog post chosen from the CMS (its address
 * follows the document), or another website in a new tab.
 */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { en: 'Menus', ar: 'القوائم' },
  admin: {
    group: ADMIN_GROUPS.settings,
    description: {
      en: 'The header and footer menus of every page, in both languages. A link to a page that is not published is not shown until it is.',
      ar: 'قائمتا الرأس والتذييل في كل صفحة، باللغتين. لا يظهر رابط إلى صفحة غير منشورة حتى تُنشر.',
    },
  },
  access: { read: publishedOnlyOrStaff, update: canEditContent, readVersions: canEditContent },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      name: 'header',
      label: { en: 'Header menu', ar: 'قائمة الرأس' },
      labels: { singular: { en: 'Entry', ar: 'عنصر' }, plural: { en: 'Entries', ar: 'عناصر' } },
      type: 'array',
      maxRows: 8,
      admin: { initCollapsed: true },
      fields: [
        choice(
          'type',
          { en: 'Kind', ar: 'النوع' },
          {
            link: { en: 'Link', ar: 'رابط' },
            menu: { en: 'Dropdown of links', ar: 'قائمة منسدلة من الروابط' },
            services: { en: 'Services dropdown', ar: 'قائمة الخدمات المنسدلة' },
            stories: { en: 'Success stories dropdown', ar: 'قائمة قصص النجاح المنسدلة' },
          },
          { required: true, defaultValue: 'link' },
        ),
        text('label', { en: 'Label', ar: 'النص الظاهر' }, 40, { required: true }),
        {
          name: 'link',
          label: { en: 'Opens', ar: 'يفتح' },
          type: 'group',
          fields: linkFields({ withLabel: false }),
          admin: { condition: entryIs('link') },
        },
        {
          ...choice('columns', { en: 'Columns', ar: 'عدد الأعمدة' }, ['1', '2', '3'], {
            defaultValue: '1',
          }),
          admin: { condition: entryIs('menu') },
        },
        {
          ...links('links', { en: 'Links', ar: 'الروابط' }, 18),
          admin: { initCollapsed: true, condition: entryIs('menu') },
        },
      ],
    },
    linkGroup('cta', { en: 'Header button', ar: 'زر الرأس' }, { labelRequired: true }),
    {
      name: 'footer_columns',
      label: { en: 'Footer columns', ar: 'أعمدة التذييل' },
      labels: { singular: { en: 'Column', ar: 'عمود' }, plural: { en: 'Columns', ar: 'أعمدة' } },
      type: 'array',
      maxRows: 3,
      admin: {
        description: {
          en: 'Shown beside the products and contact columns (from Site settings).',
          ar: 'تظهر بجانب عمودَي المنتجات والتواصل (من إعدادات الموقع).',
        },
      },
      fields: [
        text('heading', { en: 'Heading', ar: 'العنوان' }, 40, { required: true }),
        links('links', { en: 'Links', ar: 'الروابط' }, 10),
      ],
    },
    links('legal', { en: 'Legal links', ar: 'الروابط القانونية' }, 6, {
      en: 'The links on the footer’s last line, beside the copyright.',
      ar: 'الروابط في السطر الأخير من التذييل بجانب حقوق النشر.',
    }),
  ],
}
