import { uploadField } from '@/cms/fields'
import { block } from '../block'

import { iconCard } from '../card-fields'
import { heading } from '../heading-fields'
import { items } from '../list-field'

/**
 * A centred heading over a row of cards, each an icon, a title and a short
 * text, or a picture from Page images in the icon's place.
 */
export const ValueCardsBlock = block('value-cards', { en: 'Value cards', ar: 'بطاقات القيم' }, [
  ...heading({ lead: false }),
  items(
    [
      ...iconCard('text', false),
      uploadField(
        'image',
        'page-images',
        { en: 'Picture (from Page images)', ar: 'الصورة (من صور الصفحات)' },
        {
          admin: {
            description: {
              en: 'Optional: shown across the top of the card instead of the icon.',
              ar: 'اختيارية: تظهر أعلى البطاقة بدلًا من الأيقونة.',
            },
          },
        },
      ),
    ],
    { maxRows: 6 },
  ),
])
