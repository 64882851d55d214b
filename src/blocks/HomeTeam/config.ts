import type { Block } from 'payload'

import { line } from '../fields'
import { recordsHeading } from '../home-fields'

/** The heading of the home team; the people are the team-members collection. */
export const HomeTeamBlock: Block = {
  slug: 'home-team',
  interfaceName: 'HomeTeamBlock',
  labels: { singular: 'Team section', plural: 'Team sections' },
  fields: [...recordsHeading(), line('ceoLabel', 'Line above the chief executive’s name')],
}
