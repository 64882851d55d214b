import type { GlobalConfig } from 'payload'

import { canEditContent, publishedOnlyOrStaff } from '../access'
import { choice } from '../choice-field'
import { linkFields, linkGroup } from '../link-field'
import { list, rowLabel } from '../list-field'
import { text } from '../text-fields'
import { revalidateGlobalAfterChange } from '../hooks/revalidate'
import type { Bilingual } from '@/lib/bilingual'
import { ADMIN_GROUPS } from '@/cms/admin-labels/sidebar'

type EntryData = { type?: string }
const entryIs =
  (...types: string[]) =>
  (_: unknown, sibling: EntryData) =>
    types.includes(sibling?.type ?? '')

const LINK = { en: 'Link', ar: 'رابط' }
const ENTRY = { en: 'Entry', ar: 'عنصر' }
const COLUMN = { en: 'Column', ar: 'عمود' }

type ListAdmin = { description?: Bilingual; condition?: ReturnType<typeof entryIs> }

const links = (name: string, label: Bilingual, maxRows: number, admin: ListAdmin = {}) =>
  list(name, label, LINK, linkFields(), {
    maxRows,
    admin: { ...rowLabel(LINK, ['label', 'url']), ...admin },
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
    list(
      'header',
      { en: 'Header menu', ar: 'قائمة الرأس' },
      ENTRY,
      [
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
          label: { en: 'Link', ar: 'الرابط' },
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
        links('links', { en: 'Links', ar: 'الروابط' }, 18, { condition: entryIs('menu') }),
      ],
      { maxRows: 8, admin: rowLabel(ENTRY, ['label']) },
    ),
    linkGroup('cta', { en: 'Header button', ar: 'زر الرأس' }, { labelRequired: true }),
    list(
      'footer_columns',
      { en: 'Footer columns', ar: 'أعمدة التذييل' },
      COLUMN,
      [
        text('heading', { en: 'Heading', ar: 'العنوان' }, 40, { required: true }),
        links('links', { en: 'Links', ar: 'الروابط' }, 10),
      ],
      {
        maxRows: 3,
        admin: {
          ...rowLabel(COLUMN, ['heading']),
          description: {
            en: 'Shown beside the products and contact columns (from Site settings).',
            ar: 'تظهر بجانب عمودَي المنتجات والتواصل (من إعدادات الموقع).',
          },
        },
      },
    ),
    links('legal', { en: 'Legal links', ar: 'الروابط القانونية' }, 6, {
      description: {
        en: 'The links on the footer’s last line, beside the copyright.',
        ar: 'الروابط في السطر الأخير من التذييل بجانب حقوق النشر.',
      },
    }),
  ],
}
