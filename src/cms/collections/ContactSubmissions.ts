import type { CollectionConfig } from 'payload'

import { isStaff } from '../access'
import { exportEnquiries } from '../endpoints/export-enquiries'
import { resendEnquiry } from '../endpoints/resend-enquiry'
import { markCopiesQueuedOnCreate } from '../jobs/delivery-record'
import { configuredChannels, queueDeliveryInTransaction } from '../jobs/enquiry-delivery'
import { deliveryFields } from './enquiry-delivery-fields'
import { emailValidationMessage } from '@/lib/contact/email'

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
    defaultColumns: [
      'name',
      'company',
      'email',
      'full_mobile',
      'status',
      'delivery_status',
      'submitted_at',
    ],
    listSearchableFields: ['name', 'company', 'email', 'subject'],
    components: { beforeListTable: ['@/cms/components/ExportCsvLink'] },
  },
  endpoints: [exportEnquiries, resendEnquiry],
  // The copies are queued in the enquiry's own transaction: both are stored, or neither.
  hooks: {
    beforeChange: [markCopiesQueuedOnCreate(configuredChannels)],
    afterChange: [queueDeliveryInTransaction],
  },
  defaultSort: '-submitted_at',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true, admin: readOnly },
    { name: 'mobile', type: 'text', required: true, admin: readOnly },
    {
      name: 'email',
      type: 'email',
      required: true,
      admin: readOnly,
      // The form's own rule (lib/contact/email.ts): what the form accepts is always stored.
      validate: (value: unknown) => emailValidationMessage(value),
    },
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
    {
      // Set by the form once per filled-in form: a post sent again after a
      // timeout carries the same token and is recognised, not stored twice.
      name: 'submission_token',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
    ...deliveryFields,
  ],
}
