import { choice } from '@/cms/choice-field'
import { block } from '../block'
import { pageLink, paragraph, textList } from '../fields'
import { eyebrowLine, titleLine } from '../heading-fields'
import { anchorField, toneChoice } from '../anchor-fields'
import { uploadField } from '@/cms/fields'

/**
 * A picture from Page images beside a title, text, points and a button; the
 * picture on the reading side's start or end (mirrored in Arabic), above the
 * text on phones.
 */
export const ImageTextBlock = block(
  'image-text',
  {
    singular: { en: 'Image beside text', ar: 'صورة بجانب نص' },
    plural: { en: 'Images beside text', ar: 'صور بجانب نص' },
  },
  [
    { type: 'row', fields: [anchorField(), toneChoice('white')] },
    uploadField(
      'image',
      'page-images',
      { en: 'Picture (from Page images)', ar: 'الصورة (من صور الصفحات)' },
      { required: true },
    ),
    choice(
      'side',
      { en: 'Picture on the', ar: 'موضع الصورة' },
      {
        start: { en: 'Start of the line (left in English)', ar: 'بداية السطر (اليمين بالعربية)' },
        end: { en: 'End of the line (right in English)', ar: 'نهاية السطر (اليسار بالعربية)' },
      },
      { defaultValue: 'start', required: true },
    ),
    eyebrowLine(),
    titleLine(),
    paragraph('text', { en: 'Text', ar: 'النص' }),
    textList('points', { en: 'Points', ar: 'النقاط' }, { en: 'Point', ar: 'نقطة' }),
    pageLink('button', { en: 'Button', ar: 'الزر' }),
  ],
)
