import type { CollectionConfig } from 'payload'

import { SERVICE_PAGE_BLOCKS } from '@/blocks'
import { FEATURE_ICON_NAMES } from '@/lib/icon-names'
import { publishedOnlyOrStaff, staffWrites } from '../access'
import { colorField, displayOrder, iconSelect, pictureFields, slugField } from '../fields'
import { text, textarea } from '../text-fields'
import { revalidateHooks } from '../hooks/revalidate'
import { keywordsField } from '../seo/keywords-field'
import { listedAs } from '../admin-labels/sidebar'
import { BRAND_COLOURS } from '@/lib/brand-colours'

export const Services: CollectionConfig = {
  ...listedAs('services', {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'display_order'],
    description: {
      en: 'One service, one page: its entry on What We Do and in the menus, and the sections of its own page (/what-we-do/slug).',
      ar: 'خدمة واحدة وصفحة واحدة: بطاقتها في «خدماتنا» وفي القوائم، وأقسام صفحتها الخاصة (‎/what-we-do/slug).',
    },
  }),
  defaultSort: 'display_order',
  access: { read: publishedOnlyOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    slugField({
      en: 'The page address (/what-we-do/slug) and its anchor on What We Do.',
      ar: 'عنوان الصفحة (‎/what-we-do/slug) ومرساتها في صفحة «خدماتنا».',
    }),
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Listing', ar: 'بطاقة القائمة' },
          description: {
            en: 'How the service appears on What We Do, in the menus and the footer.',
            ar: 'كيف تظهر الخدمة في صفحة «خدماتنا» وفي القوائم.',
          },
          fields: [
            text('title', { en: 'Title', ar: 'العنوان' }, 160, { required: true }),
            text('subtitle', { en: 'Subtitle', ar: 'العنوان الفرعي' }, 240),
            textarea('description', { en: 'Description', ar: 'الوصف' }, 4000),
            text('service_name', { en: 'Service name', ar: 'اسم الخدمة' }, 120),
            iconSelect('icon_name', { en: 'Icon', ar: 'الأيقونة' }, FEATURE_ICON_NAMES, 'Monitor'),
            colorField(
              'icon_bg',
              { en: 'Icon background', ar: 'خلفية الأيقونة' },
              BRAND_COLOURS['brand-soft'],
            ),
            colorField(
              'icon_color',
              { en: 'Icon colour', ar: 'لون الأيقونة' },
              BRAND_COLOURS.brand,
            ),
            ...pictureFields(
              'image_storage_path',
              'service-images',
              { en: 'Image (from service-images)', ar: 'الصورة (من صور الخدمات)' },
              { en: 'image', ar: 'صورة' },
            ),
          ],
        },
        {
          label: { en: 'Page', ar: 'الصفحة' },
          description: {
            en: 'The sections of the service page, top to bottom.',
            ar: 'أقسام صفحة الخدمة من الأعلى إلى الأسفل.',
          },
          fields: [
            {
              name: 'layout',
              label: { en: 'Sections', ar: 'الأقسام' },
              labels: {
                singular: { en: 'Section', ar: 'قسم' },
                plural: { en: 'Sections', ar: 'الأقسام' },
              },
              type: 'blocks',
              blocks: SERVICE_PAGE_BLOCKS,
              admin: { initCollapsed: true },
            },
          ],
        },
      ],
    },
    displayOrder('services'),
    keywordsField(),
  ],
}
