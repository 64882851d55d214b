import type { Block } from 'payload'

import { HERO_ART_KINDS, type HeroArtKind } from '@/lib/hero-art'
import { line, pageLink, paragraph } from '../fields'

const ART_LABELS: Record<HeroArtKind, string> = {
  about: 'People',
  services: 'Layers',
  work: 'Portfolio folder',
  blog: 'Open book',
  privacy: 'Shield',
  notFound: 'Compass',
}

/** The dark band that opens an inner page: eyebrow, title, lead, a button and an emblem. */
export const PageHeroBlock: Block = {
  slug: 'page-hero',
  interfaceName: 'PageHeroBlock',
  labels: { singular: 'Page hero', plural: 'Page heroes' },
  fields: [
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title', true),
    paragraph('lead', 'Lead'),
    pageLink('button', 'Button'),
    {
      type: 'row',
      fields: [
        {
          name: 'art',
          type: 'select',
          defaultValue: 'about',
          options: HERO_ART_KINDS.map((value) => ({ label: ART_LABELS[value], value })),
          admin: { description: 'The emblem beside the text on wide screens.' },
        },
        {
          name: 'size',
          type: 'select',
          defaultValue: 'regular',
          options: [
            { label: 'Regular', value: 'regular' },
            { label: 'Compact', value: 'compact' },
          ],
          admin: { description: 'Compact suits legal and listing pages.' },
        },
      ],
    },
  ],
}
