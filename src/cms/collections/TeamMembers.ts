import type { CollectionConfig } from 'payload'

import { publishedOnlyOrStaff, staffWrites } from '../access'
import { localizedText, urlField } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

/** Ordered by created_at (Payload's `createdAt`), as the home page lists them. */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: 'Person on the website', plural: 'Team on the website' },
  admin: { group: 'Home page', useAsTitle: 'name', defaultColumns: ['name', 'position', 'is_ceo'] },
  defaultSort: 'createdAt',
  access: { read: publishedOnlyOrStaff, ...staffWrites },
  hooks: revalidateHooks,
  fields: [
    localizedText('name', { required: true, maxLength: 120 }),
    localizedText('position', { required: true, maxLength: 160 }),
    {
      name: 'is_ceo',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Shown large above the rest of the team.' },
    },
    {
      name: 'image_storage_path',
      label: 'Photo (from team-images)',
      type: 'upload',
      relationTo: 'team-images',
    },
    urlField('image_url', { description: 'Used only when no photo is uploaded.' }),
  ],
}
