import { block } from '../block'

import { heading } from '../heading-fields'

/** The heading of the home testimonials; the quotes are the testimonials collection. */
export const HomeTestimonialsBlock = block(
  'home-testimonials',
  {
    singular: { en: 'Testimonials section', ar: 'قسم آراء العملاء' },
    plural: { en: 'Testimonials sections', ar: 'أقسام آراء العملاء' },
  },
  heading({ eyebrow: false }),
)
