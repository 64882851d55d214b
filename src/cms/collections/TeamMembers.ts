import type { CollectionConfig } from 'payload'

import { publishedOnlyOrStaff, staffWrites } from '../access'
import { urlField } from '../fields'
import { text } from '../text-fields'
import { revalidateHooks } from '../hooks/revalidate'

/** Ordered by created_at (Payload's `createdAt`), as the home page lists them. */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: {
    singular: { en: 'Person on the website', ar: 'عضو في فريق الموقع' },
    plural: { en: 'Team on the website', ar: 'فريق الموقع' },
  },
  admin: {
    group: { en: 'Home page', ar: 'الصفحة الرئيسية' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'position', 'is_ceo'],
  },
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
    {
      name: 'image_storage_path',
      label: { en: 'Photo (from team-images)', ar: 'الصورة الشخصية (من صور الفريق)' },
      type: 'upload',
      relationTo: 'team-images',
    },
    urlField('image_url', {
      label: { en: 'Image link', ar: 'رابط الصورة' },
      description: {
        en: 'Used only when no photo is uploaded.',
        ar: 'يُستخدم فقط إذا لم تُرفع صورة شخصية.',
      },
    }),
  ],
}
