import type { SelectField } from 'payload'

import type { Bilingual } from '@/lib/bilingual'

type ChoiceOptions = Partial<Pick<SelectField, 'required' | 'hasMany' | 'admin'>> & {
  defaultValue?: string
}

/**
 * A select named in both languages. Choices are either plain values shown as
 * they are (column counts) or each value with its label in both languages.
 */
export const choice = (
  name: string,
  label: Bilingual,
  choices: readonly string[] | Record<string, Bilingual>,
  options: ChoiceOptions = {},
): SelectField =>
  ({
    name,
    label,
    type: 'select',
    ...options,
    options: Array.isArray(choices)
      ? [...choices]
      : Object.entries(choices as Record<string, Bilingual>).map(([value, text]) => ({
          label: text,
          value,
        })),
  }) as SelectField

/** How many columns a grid shows, from the counts its design allows. */
export const columnsChoice = (counts: readonly string[], defaultValue: string): SelectField =>
  choice('columns', { en: 'Columns', ar: 'عدد الأعمدة' }, counts, { defaultValue, required: true })
