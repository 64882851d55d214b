import { line, paragraph } from '../fields'
import { block } from '../block'

/** A centred statement on the dark band: eyebrow, a large title and a line (e.g. the vision). */
export const StatementBandBlock = block(
  'statement-band',
  {
    singular: { en: 'Statement band', ar: 'شريط العبارة' },
    plural: { en: 'Statement bands', ar: 'أشرطة العبارات' },
  },
  [
    line('eyebrow', { en: 'Eyebrow', ar: 'العنوان التمهيدي' }),
    line('title', { en: 'Title', ar: 'العنوان' }, true),
    paragraph('text', { en: 'Text', ar: 'النص' }),
  ],
)
