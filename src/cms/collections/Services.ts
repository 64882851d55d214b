import type { CollectionConfig } from 'payload'

import { SERVICE_PAGE_BLOCKS } from '@/blocks'
import { FEATURE_ICON_NAMES } from '@/lib/icon-names'
import { publishedOnlyOrStaff, staffWrites } from '../access'
import { colorField, displayOrder, iconSelect, localizedText, slugField, urlField } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'Service', plural: 'Services' },
  admin: {
    group: 'Pages',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'display_order'],
    description:
      'One service, one page: its entry on What We Do and in the menus, and the sections of its own page (/what-we-do/slug).',
  },
  defaultSort: 'display_order',
  access: { read: publishedOnlyOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    slugField('The page address (/what-we-do/slug) and its anchor on What We Do.'),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Listing',
          description: 'How the service appears on What We Do, in the menus and the footer.',
          fields: [
            localizedText('title', { required: true, maxLength: 160 }),
            localizedText('subtitle', { maxLength: 240 }),
            localizedText('description', { multiline: true, maxLength: 4000 }),
            localizedText('service_name', { maxLength: 120 }),
            iconSelect('icon_name', FEATURE_ICON_NAMES, 'Monitor'),
            colorField('icon_bg', '#CCFBF1'),
            colorField('icon_color', '#0F766E'),
            {
              name: 'image_storage_path',
              label: 'Image (from service-images)',
              type: 'upload',
              relationTo: 'service-images',
            },
            urlField('image_url', { description: 'Used only when no image is uploaded.' }),
          ],
        },
        {
          label: 'Page',
          description: 'The sections of the service page, top to bottom.',
          fields: [
            {
              name: 'layout',
              label: 'Sections',
              labels: { singular: 'Section', plural: 'Sections' },
              type: 'blocks',
              blocks: SERVICE_PAGE_BLOCKS,
              admin: { initCollapsed: true },
            },
          ],
        },
      ],
    },
    displayOrder,
  ],
}
