import { columnsChoice } from '@/cms/choice-field'
import { frameChoice, imageRef, paragraph } from '../fields'
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
    frameChoice({ bare: true }),
  ]),
])
