import type { CollectionConfig } from 'payload'

import { isStaff } from '../access'
import { exportEnquiries } from '../endpoints/export-enquiries'

export const SUBMISSION_STATUSES = ['new', 'in progress', 'answered', 'archived'] as const

const readOnly = { readOnly: true }

/**
 * Enquiries from the contact form. Nobody reads or writes them anonymously:
 * the form's server action inserts through the Local API after validating,
 * and only signed-in staff see them in the admin.
 */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  admin: {
    group: 'Enquiries',
    useAsTitle: 'name',
    defaultColumns: ['name', 'company', 'email', 'full_mobile', 'status', 'submitted_at'],
    listSearchableFields: ['name', 'company', 'email', 'subject'],
    components: { beforeListTable: ['@/cms/components/ExportCsvLink'] },
  },
  endpoints: [exportEnquiries],
  defaultSort: '-submitted_at',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true, admin: readOnly },
    { name: 'mobile', type: 'text', required: true, admin: readOnly },
    { name: 'email', type: 'email', required: true, admin: readOnly },
    { name: 'company', type: 'text', required: true, admin: readOnly },
    { name: 'employees', type: 'text', admin: readOnly },
    { name: 'subject', type: 'text', required: true, admin: readOnly },
    { name: 'message', type: 'textarea', admin: readOnly },
    { name: 'full_mobile', type: 'text', required: true, admin: readOnly },
    { name: 'country_code', type: 'text', required: true, admin: readOnly },
    {
      name: 'submitted_at',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: SUBMISSION_STATUSES.map((value) => ({
        label: value.charAt(0).toUpperCase() + value.slice(1),
        value,
      })),
      admin: { position: 'sidebar' },
    },
  ],
}
