import type { Field, GlobalConfig } from 'payload'

import { isStaff, publishedOnlyOrStaff } from '../access'
import { localizedText, urlField } from '../fields'
import { revalidateGlobalAfterChange } from '../hooks/revalidate'

const office = (name: string, label: string, extra: Field[] = []): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    localizedText('title', { required: true, maxLength: 120 }),
    localizedText('address', { required: true, multiline: true, maxLength: 400 }),
    { name: 'hours', type: 'text', required: true, admin: { description: 'e.g. 8:00-16:00' } },
    ...extra,
  ],
})

const product = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    localizedText('name', { required: true, maxLength: 80 }),
    { ...urlField('url', { required: true }) },
  ],
})

/** Company facts shown in the header, footer, contact page and legal text. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: publishedOnlyOrStaff, update: isStaff },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    localizedText('company_name', { required: true, maxLength: 120 }),
    { name: 'email', type: 'email', required: true },
    {
      name: 'phone',
      type: 'text',
      required: true,
      admin: { description: 'Main phone, international format.' },
    },
    {
      name: 'mobile',
      type: 'text',
      admin: { description: 'Kuwait office mobile, international format.' },
    },
    { name: 'commercial_registration', type: 'text', required: true },
    office('kuwait_office', 'Kuwait office', [
      { name: 'mobile', type: 'text' },
      {
        name: 'latitude',
        type: 'number',
        required: true,
        min: -90,
        max: 90,
        admin: { step: 0.0001 },
      },
      {
        name: 'longitude',
        type: 'number',
        required: true,
        min: -180,
        max: 180,
        admin: { step: 0.0001 },
      },
    ]),
    office('abu_dhabi_office', 'Abu Dhabi office'),
    {
      name: 'social',
      type: 'group',
      fields: [urlField('facebook'), urlField('instagram'), urlField('linkedin')],
    },
    {
      name: 'products',
      type: 'group',
      fields: [
        product('business_suite', 'Business suite'),
        product('property_management', 'Property management'),
        product('kitchen', 'Kitchen'),
        product('dining', 'Dining'),
      ],
    },
  ],
}
