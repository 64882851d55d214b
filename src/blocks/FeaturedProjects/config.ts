import type { Block } from 'payload'

import { imageRef, line, paragraph, textList } from '../fields'
import { brandName, projectKey } from '../project-fields'
import { workSectionFields } from '../work-section'

/**
 * The grid of featured projects. The list's first entries are the case
 * studies told in full above it; the grid holds the projects after them, so
 * none is shown twice.
 */
export const FeaturedProjectsBlock: Block = {
  slug: 'featured-projects',
  interfaceName: 'FeaturedProjectsBlock',
  labels: { singular: 'Featured projects', plural: 'Featured projects' },
  fields: [
    ...workSectionFields('featured', 'white'),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'The projects after the case studies, in order.' },
      fields: [
        { type: 'row', fields: [projectKey, brandName] },
        line('category', 'Category', true),
        paragraph('description', 'Description', true),
        textList('tags', 'Tags'),
        imageRef(),
      ],
    },
  ],
}
