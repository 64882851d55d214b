import type { Field } from 'payload'

import { columnsChoice } from '@/cms/choice-field'
import { frameChoice, pagePicture, paragraph } from '../fields'
import { pageSectionFields, sectionFields } from '../section-fields'
import { titleLine } from '../heading-fields'
import { items } from '../list-field'
import { block } from '../block'

const LABELS = { en: 'Screenshots', ar: 'لقطات الشاشة' }

/** The gallery: its columns and its screenshots, each a picture chosen per language. */
const SHOTS: Field[] = [
  columnsChoice(['2', '3'], '2'),
  items(
    [
      titleLine(),
      paragraph('description', { en: 'Caption', ar: 'التعليق' }),
      pagePicture('image'),
      frameChoice({ bare: true }),
    ],
    { required: true },
  ),
]

/** Product screenshots in device frames with captions. */
export const ScreenshotsBlock = block('screenshots', LABELS, [...sectionFields, ...SHOTS])

/**
 * The same gallery on a page, its section heading the shared library's (no
 * "continues"): the Arabic page shows the Arabic screens where there are some.
 */
export const PageScreenshotsBlock = block(
  'screenshots',
  LABELS,
  [...pageSectionFields(), ...SHOTS],
  { interfaceName: 'PageScreenshotsBlock' },
)
