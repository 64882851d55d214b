import type { TextField, TextareaField } from 'payload'

import type { Bilingual } from '@/lib/bilingual'
import { localizedText } from './fields'

type TextOptions = { required?: boolean; description?: Bilingual }

/** A one-line text in English and Arabic, at most `maxLength` characters. */
export const text = (
  name: string,
  label: Bilingual,
  maxLength: number,
  options: TextOptions = {},
): TextField => localizedText(name, { label, maxLength, ...options }) as TextField

/** A text of several lines in English and Arabic, at most `maxLength` characters. */
export const textarea = (
  name: string,
  label: Bilingual,
  maxLength: number,
  options: TextOptions = {},
): TextareaField =>
  localizedText(name, { label, maxLength, multiline: true, ...options }) as TextareaField
