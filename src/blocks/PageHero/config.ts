import type { Field, Option, PayloadRequest } from 'payload'

import type { HeroArtKind } from '@/lib/hero-art'
import { siteMessage } from '@/cms/admin-labels/messages'
import { choice } from '@/cms/choice-field'
import { colorField, uploadField } from '@/cms/fields'
import { pageLink } from '../fields'
import { heading } from '../heading-fields'
import type { Bilingual } from '@/lib/bilingual'
import { PAGE_KEYS_BY_ADDRESS } from '@/lib/routes'
import { block } from '../block'

const ART_LABELS: Record<HeroArtKind, Bilingual> = {
  about: { en: 'People', ar: 'أشخاص' },
  services: { en: 'Layers', ar: 'طبقات' },
  work: { en: 'Portfolio folder', ar: 'ملف أعمال' },
  blog: { en: 'Open book', ar: 'كتاب مفتوح' },
  privacy: { en: 'Shield', ar: 'درع' },
  notFound: { en: 'Compass', ar: 'بوصلة' },
}

type Background = 'gradient' | 'image' | 'video'

const BACKGROUNDS: Record<Background, Bilingual> = {
  gradient: { en: 'Gradient', ar: 'تدرّج لوني' },
  image: { en: 'Picture', ar: 'صورة' },
  video: {
    en: 'Video (not in the “Page not found” copy)',
    ar: 'فيديو (عدا نص «الصفحة غير موجودة»)',
  },
}

type Sibling = { background?: Background | null; background_image?: unknown }
type Context = {
  data?: { page_slug?: unknown }
  siblingData?: Sibling
  req?: Partial<PayloadRequest>
}

/**
 * A fixed page drawn outside the route of the pages staff make carries no
 * video player script: the "Page not found" copy, which every route's 404
 * shows (the home page holds no page hero at all, see blocksForPage).
 */
const onFixedPage = (data?: { page_slug?: unknown }) =>
  typeof data?.page_slug === 'string' &&
  data.page_slug !== '' &&
  !(PAGE_KEYS_BY_ADDRESS as readonly string[]).includes(data.page_slug)

const optionValue = (option: Option) => (typeof option === 'string' ? option : option.value)

const shows =
  (...kinds: Background[]) =>
  (_: unknown, sibling: Sibling) =>
    kinds.includes(sibling?.background ?? 'gradient')

/**
 * What lies behind the hero's words: the brand gradient (or two colours of
 * the page's own), a picture from Page images (its focal point kept in view),
 * or a muted looping video from Page videos that visitors can pause, its
 * picture shown until it plays, without script and to visitors who ask for
 * less motion. A dark veil keeps the white words at 4.5:1 over any of them.
 */
const backgroundFields: Field[] = [
  {
    ...choice('background', { en: 'Background', ar: 'الخلفية' }, BACKGROUNDS, {
      defaultValue: 'gradient',
      required: true,
    }),
    filterOptions: ({ data, options }: { data: { page_slug?: unknown }; options: Option[] }) =>
      onFixedPage(data) ? options.filter((option) => optionValue(option) !== 'video') : options,
    validate: (value: unknown, { data, req }: Context) =>
      value !== 'video' || !onFixedPage(data) || siteMessage(req, 'heroVideoOnFixedPage'),
  } as Field,
  {
    type: 'row',
    admin: { condition: shows('gradient') },
    fields: [
      colorField('gradient_from', { en: 'Gradient start', ar: 'بداية التدرّج اللوني' }),
      colorField('gradient_to', { en: 'Gradient end', ar: 'نهاية التدرّج اللوني' }),
    ],
  },
  {
    type: 'row',
    fields: [
      uploadField(
        'background_image',
        'page-images',
        {
          en: 'Picture (from Page images; the video’s still)',
          ar: 'الصورة (من صور الصفحات؛ وهي لقطة الفيديو الثابتة)',
        },
        {
          admin: { condition: shows('image', 'video') },
          validate: (value, { siblingData, req }: Context) =>
            !shows('image', 'video')(null, siblingData ?? {}) ||
            value != null ||
            siteMessage(req, 'heroPictureNeeded'),
        },
      ),
      uploadField(
        'background_video',
        'page-videos',
        { en: 'Video (from Page videos)', ar: 'الفيديو (من فيديوهات الصفحات)' },
        {
          admin: { condition: shows('video') },
          validate: (value, { siblingData, req }: Context) =>
            siblingData?.background !== 'video' ||
            value != null ||
            siteMessage(req, 'heroVideoNeeded'),
        },
      ),
    ],
  },
]

/** The dark band that opens an inner page: eyebrow, title, lead, buttons, an emblem and its background. */
export const PageHeroBlock = block(
  'page-hero',
  {
    singular: { en: 'Page hero', ar: 'واجهة الصفحة' },
    plural: { en: 'Page heroes', ar: 'واجهات الصفحات' },
  },
  [
    ...heading(),
    pageLink('button', { en: 'Button', ar: 'الزر' }),
    pageLink('second_button', { en: 'Second button', ar: 'الزر الثاني' }),
    {
      type: 'row',
      fields: [
        choice('art', { en: 'Art', ar: 'الرسم' }, ART_LABELS, {
          defaultValue: 'about',
          admin: {
            // A picture or video background replaces the emblem.
            condition: shows('gradient'),
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
    ...backgroundFields,
  ],
)
