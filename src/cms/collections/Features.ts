import type { CollectionConfig } from 'payload'

import { FEATURE_ICON_NAMES } from '@/lib/icon-names'
import { staffWrites, statusTrueOrStaff } from '../access'
import { displayOrder, iconSelect, isActive, localizedText } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

/** The public site filters on `status`; `is_active` is kept for REST readers that still send or read it. */
export const Features: CollectionConfig = {
  slug: 'features',
  labels: { singular: 'Feature', plural: 'Features' },
  admin: {
    group: 'Home page',
    useAsTitle: 'title',
    defaultColumns: ['title', 'icon_name', 'display_order', 'status'],
  },
  defaultSort: 'display_order',
  access: { read: statusTrueOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    localizedText('title', { required: true, maxLength: 120 }),
    localizedText('description', { multiline: true, maxLength: 600 }),
    iconSelect('icon_name', FEATURE_ICON_NAMES, 'Monitor'),
    displayOrder,
    isActive,
    {
      name: 'status',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Published: shown on the home page.' },
    },
  ],
}
