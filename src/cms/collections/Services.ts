import type { CollectionConfig } from 'payload'

import { FEATURE_ICON_NAMES } from '@/lib/icon-names'
import { publishedOnlyOrStaff, staffWrites } from '../access'
import { colorField, displayOrder, iconSelect, localizedText, slugField, urlField } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'Service', plural: 'Services' },
  admin: {
    group: 'Pages',
    useAsTitle: 'slug',
    defaultColumns: ['slug', 'title', 'display_order'],
    description: 'The sections of What We Do, in display order.',
  },
  defaultSort: 'display_order',
  access: { read: publishedOnlyOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    slugField('Anchor on What We Do (/what-we-do#slug) and the service page address.'),
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
    { ...urlField('image_url'), admin: { description: 'Used only when no image is uploaded.' } },
    displayOrder,
  ],
}
