import type { Field } from 'payload'

import { line, paragraph } from './fields'

/** The small line above a section title. */
export const eyebrowLine = () => line('eyebrow', { en: 'Eyebrow', ar: 'العنوان التمهيدي' })

/** A section's or an entry's title. */
export const titleLine = (required = true) =>
  line('title', { en: 'Title', ar: 'العنوان' }, required)

/** The paragraph under a section title. */
export const leadParagraph = () => paragraph('lead', { en: 'Lead', ar: 'الفقرة التمهيدية' })

/**
 * The heading a section opens with: eyebrow, a required title and a lead,
 * either of the first and last left out where the design has none.
 */
export const heading = ({ eyebrow = true, lead = true } = {}): Field[] => [
  ...(eyebrow ? [eyebrowLine()] : []),
  titleLine(),
  ...(lead ? [leadParagraph()] : []),
]
