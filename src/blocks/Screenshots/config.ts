import type { Field } from 'payload'

import { columnsChoice } from '@/cms/choice-field'
import { frameChoice, pagePicture, paragraph } from '../fields'
import { pageSectionFields, sectionFields } from '../section-fields'
import { titleLine } from '../heading-fields'
import { items } from '../list-field'
import { block } from '../block'
import { uploadField } from '@/cms/fields'

const LABELS = { en: 'Screenshots', ar: 'لقطات الشاشة' }

const shots = (image: Field): Field[] => [
  columnsChoice(['2', '3'], '2'),
  items(
    [
      titleLine(),
      paragraph('description', { en: 'Caption', ar: 'التعليق' }),
      image,
      frameChoice({ bare: true }),
    ],
    { required: true },
  ),
]

/** Product screenshots in device frames with captions. */
export const ScreenshotsBlock = block('screenshots', LABELS, [
  ...sectionFields,
  ...shots(pagePicture('image')),
])

/**
 * The same gallery on a page: each screenshot an upload of Page images (its
 * alt text and size come with it), the section heading the shared library's.
 */
export const PageScreenshotsBlock = block(
  'screenshots',
  LABELS,
  [
    ...pageSectionFields(),
    ...shots(
      uploadField(
        'image',
        'page-images',
        { en: 'Screenshot (from Page images)', ar: 'لقطة الشاشة (من صور الصفحات)' },
        { required: true },
      ),
    ),
  ],
  { interfaceName: 'PageScreenshotsBlock' },
)
