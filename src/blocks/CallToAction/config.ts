import type { Block } from 'payload'

import { line, paragraph } from '../fields'

/** The closing band: a title, a line, and the ways to the contact page and all services. */
export const CallToActionBlock: Block = {
  slug: 'call-to-action',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [line('title', 'Title', true), paragraph('text', 'Text')],
}
