import type { SelectField, TextField } from 'payload'

import type { Bilingual } from '@/lib/bilingual'
import { leftToRight } from '@/cms/fields'
import { slugRule } from '@/cms/slug-rule'
import { choice } from '@/cms/choice-field'

/** Where a section sits on its page: the anchor links reach it by. */
export const anchorField = (
  options: { required?: boolean; defaultValue?: string; description?: Bilingual } = {},
): TextField =>
  leftToRight({
    name: 'anchor',
    label: { en: 'Anchor', ar: 'المرساة' },
    type: 'text',
    ...(options.required ? { required: true } : {}),
    ...(options.defaultValue ? { defaultValue: options.defaultValue } : {}),
    validate: slugRule('anchorForm', !options.required),
    admin: {
      description: options.description ?? {
        en: 'Link target on the page (#anchor).',
        ar: 'هدف الرابط داخل الصفحة (‎#anchor).',
      },
    },
  })

/** A section's background. */
export const toneChoice = (defaultValue: 'white' | 'surface'): SelectField =>
  choice(
    'tone',
    { en: 'Tone', ar: 'الخلفية' },
    { white: { en: 'White', ar: 'بيضاء' }, surface: { en: 'Tinted', ar: 'ملوّنة' } },
    { defaultValue },
  )
