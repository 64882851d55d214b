import { choice, columnsChoice } from '@/cms/choice-field'
import { imageRef, paragraph } from '../fields'
import { sectionFields } from '../section-fields'
import { titleLine } from '../heading-fields'
import { items } from '../list-field'
import { block } from '../block'

/** Product screenshots in device frames with captions. */
export const ScreenshotsBlock = block('screenshots', { en: 'Screenshots', ar: 'لقطات الشاشة' }, [
  ...sectionFields,
  columnsChoice(['2', '3'], '2'),
  items([
    titleLine(),
    paragraph('description', { en: 'Caption', ar: 'التعليق' }),
    imageRef('image'),
    choice(
      'frame',
      { en: 'Frame', ar: 'الإطار' },
      {
        browser: { en: 'Browser', ar: 'متصفح' },
        phone: { en: 'Phone', ar: 'هاتف' },
        tablet: { en: 'Tablet', ar: 'جهاز لوحي' },
        none: { en: 'No frame', ar: 'بلا إطار' },
      },
      { defaultValue: 'browser', required: true },
    ),
  ]),
])
