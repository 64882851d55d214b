import { block } from '../block'

import { heading } from '../heading-fields'

/** The heading of the home features; the cards are the features collection. */
export const HomeFeaturesBlock = block(
  'home-features',
  {
    singular: { en: 'Features section', ar: 'قسم المزايا' },
    plural: { en: 'Features sections', ar: 'أقسام المزايا' },
  },
  heading(),
)
