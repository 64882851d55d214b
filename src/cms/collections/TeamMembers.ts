import type { CollectionConfig } from 'payload'

import { publishedOnlyOrStaff, staffWrites } from '../access'
import { pictureFields } from '../fields'
import { text } from '../text-fields'
import { revalidateHooks } from '../hooks/revalidate'
import { listedAs } from '../admin-labels/sidebar'

/** Ordered by created_at (Payload's `createdAt`), as the home page lists them. */
export const TeamMembers: CollectionConfig = {
  ...listedAs('team-members', {
    useAsTitle: 'name',
    defaultColumns: ['name', 'position', 'is_ceo'],
  }),
  defaultSort: 'createdAt',
  access: { read: publishedOnlyOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    text('name', { en: 'Name', ar: 'الاسم' }, 120, { required: true }),
    text('position', { en: 'Position', ar: 'المنصب' }, 160, { required: true }),
    {
      name: 'is_ceo',
      label: { en: 'CEO', ar: 'الرئيس التنفيذي' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Shown large above the rest of the team.',
          ar: 'يظهر بحجم أكبر فوق بقية الفريق.',
        },
      },
    },
    ...pictureFields(
      'image_storage_path',
      'team-images',
      { en: 'Photo (from team-images)', ar: 'الصورة الشخصية (من صور الفريق)' },
      { en: 'photo', ar: 'صورة شخصية' },
    ),
  ],
}
