import type { Block } from 'payload'

import { recordsHeading } from '../home-fields'

/** The heading of the home features; the cards are the features collection. */
export const HomeFeaturesBlock: Block = {
  slug: 'home-features',
  interfaceName: 'HomeFeaturesBlock',
  labels: { singular: 'Features section', plural: 'Features sections' },
  fields: recordsHeading(),
}
