import type { Block } from 'payload'

import { line, paragraph } from '../fields'

/** A centred statement on the dark band: eyebrow, a large title and a line (e.g. the vision). */
export const StatementBandBlock: Block = {
  slug: 'statement-band',
  interfaceName: 'StatementBandBlock',
  labels: { singular: 'Statement band', plural: 'Statement bands' },
  fields: [line('eyebrow', 'Eyebrow'), line('title', 'Title', true), paragraph('text', 'Text')],
}
