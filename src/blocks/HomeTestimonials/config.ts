import type { Block } from 'payload'

import { recordsHeading } from '../home-fields'

/** The heading of the home testimonials; the quotes are the testimonials collection. */
export const HomeTestimonialsBlock: Block = {
  slug: 'home-testimonials',
  interfaceName: 'HomeTestimonialsBlock',
  labels: { singular: 'Testimonials section', plural: 'Testimonials sections' },
  fields: recordsHeading(false),
}
