import { leftToRight } from '@/cms/fields'
import { line, logoPicture } from '../fields'
import { block } from '../block'

/** The loop takes 30 s whatever its length: more logos would pass too fast to read. */
const MAX_LOGOS = 12

/**
 * The partner-logo strip: a title and the logos (uploads of Page images),
 * looping. Names stay in Latin script.
 */
export const HomePartnersBlock = block(
  'home-partners',
  { en: 'Partner logos', ar: 'شعارات الشركاء' },
  [
    line('title', { en: 'Title', ar: 'العنوان' }, true),
    {
      name: 'logos',
      label: { en: 'Logos', ar: 'الشعارات' },
      labels: { singular: { en: 'Logo', ar: 'الشعار' }, plural: { en: 'Logos', ar: 'الشعارات' } },
      type: 'array',
      minRows: 1,
      maxRows: MAX_LOGOS,
      fields: [
        {
          type: 'row',
          fields: [
            logoPicture(),
            leftToRight({
              name: 'name',
              label: { en: 'Company name', ar: 'اسم الشركة' },
              type: 'text',
              required: true,
              maxLength: 100,
              admin: {
                description: {
                  en: 'Read by screen readers in place of the logo.',
                  ar: 'تقرؤه قارئات الشاشة بدلًا من الشعار.',
                },
              },
            }),
          ],
        },
      ],
    },
  ],
)
