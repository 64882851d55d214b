import type { HeroArtKind } from '@/lib/hero-art'
import { choice } from '@/cms/choice-field'
import { pageLink } from '../fields'
import { heading } from '../heading-fields'
import type { Bilingual } from '@/lib/bilingual'
import { block } from '../block'

const ART_LABELS: Record<HeroArtKind, Bilingual> = {
  about: { en: 'People', ar: 'أشخاص' },
  services: { en: 'Layers', ar: 'طبقات' },
  work: { en: 'Portfolio folder', ar: 'ملف أعمال' },
  blog: { en: 'Open book', ar: 'كتاب مفتوح' },
  privacy: { en: 'Shield', ar: 'درع' },
  notFound: { en: 'Compass', ar: 'بوصلة' },
}

/** The dark band that opens an inner page: eyebrow, title, lead, a button and an emblem. */
export const PageHeroBlock = block(
  'page-hero',
  {
    singular: { en: 'Page hero', ar: 'واجهة الصفحة' },
    plural: { en: 'Page heroes', ar: 'واجهات الصفحات' },
  },
  [
    ...heading(),
    pageLink('button', { en: 'Button', ar: 'الزر' }),
    {
      type: 'row',
      fields: [
        choice('art', { en: 'Art', ar: 'الرسم' }, ART_LABELS, {
          defaultValue: 'about',
          admin: {
            description: {
              en: 'The emblem beside the text on wide screens.',
              ar: 'الشعار الذي يظهر بجانب النص على الشاشات العريضة.',
            },
          },
        }),
        choice(
          'size',
          { en: 'Size', ar: 'الحجم' },
          { regular: { en: 'Regular', ar: 'عادي' }, compact: { en: 'Compact', ar: 'مدمج' } },
          {
            defaultValue: 'regular',
            admin: {
              description: {
                en: 'Compact suits legal and listing pages.',
                ar: 'الحجم المدمج يناسب الصفحات القانونية وصفحات القوائم.',
              },
            },
          },
        ),
      ],
    },
  ],
)
