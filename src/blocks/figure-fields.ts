import type { ArrayField, RowField } from 'payload'

import type { Bilingual } from '@/lib/bilingual'
import { line } from './fields'
import { list } from '@/cms/list-field'

/** The help of a figure's value, with an example. */
export const westernDigitsHelp = (example: string): Bilingual => ({
  en: `Western digits in both languages (e.g. ${example}).`,
  ar: `بالأرقام الغربية في اللغتين (مثل ${example}).`,
})

/** One figure: its value (written as `description` says) and what it counts, side by side. */
export const figureRow = (description: Bilingual): RowField => ({
  type: 'row',
  fields: [
    { ...line('value', { en: 'Figure', ar: 'الرقم' }, true), admin: { description } },
    line('label', { en: 'What it counts', ar: 'ما يعدّه الرقم' }, true),
  ],
})

/** Figures of a home section: a value (Western digits, e.g. 50+) and what it counts. */
export const figureItems = (
  maxRows: number,
  minRows = 1,
  description = westernDigitsHelp('50+'),
): ArrayField =>
  list(
    'figures',
    { en: 'Figures', ar: 'الأرقام' },
    { en: 'Figure', ar: 'الرقم' },
    [figureRow(description)],
    { minRows, maxRows },
  )
