import type { CollectionConfig } from 'payload'

import { FEATURE_ICON_NAMES } from '@/lib/icon-names'
import { staffWrites, statusTrueOrStaff } from '../access'
import { displayOrder, featureStatus, iconSelect, isActive } from '../fields'
import { text, textarea } from '../text-fields'
import { revalidateHooks } from '../hooks/revalidate'
import { listedAs } from '../admin-labels/sidebar'

/** The public site filters on `status`; `is_active` is kept for REST readers that still send or read it. */
export const Features: CollectionConfig = {
  ...listedAs('features', {
    useAsTitle: 'title',
    defaultColumns: ['title', 'icon_name', 'display_order', 'status'],
  }),
  defaultSort: 'display_order',
  access: { read: statusTrueOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    text('title', { en: 'Title', ar: 'العنوان' }, 120, { required: true }),
    textarea('description', { en: 'Description', ar: 'الوصف' }, 600),
    iconSelect('icon_name', { en: 'Icon', ar: 'الأيقونة' }, FEATURE_ICON_NAMES, 'Monitor'),
    displayOrder('features'),
    isActive,
    featureStatus,
  ],
}
