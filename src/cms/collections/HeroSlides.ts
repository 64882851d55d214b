import type { CollectionConfig } from 'payload'

import { activeOrStaff, staffWrites } from '../access'
import { displayOrder, isActive, localizedText, urlField } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

export const HeroSlides: CollectionConfig = {
  slug: 'hero-slides',
  labels: { singular: 'Hero slide', plural: 'Hero slides' },
  admin: {
    group: 'Home page',
    useAsTitle: 'title',
    defaultColumns: ['title', 'button_link', 'display_order', 'is_active'],
  },
  defaultSort: 'display_order',
  access: { read: activeOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    localizedText('title', { required: true, maxLength: 160 }),
    localizedText('subtitle', { multiline: true, maxLength: 400 }),
    localizedText('button_text', { maxLength: 60 }),
    urlField('button_link'),
    {
      name: 'video_storage_path',
      label: 'Background video (from hero-videos)',
      type: 'upload',
      relationTo: 'hero-videos',
    },
    urlField('video_url', {
      description: 'Used only when no video is uploaded. Without either, a gradient is shown.',
    }),
    displayOrder,
    isActive,
  ],
}
