import type { CollectionConfig } from 'payload'

import {
  canHandleEnquiries,
  hiddenUnlessEnquiryStaff,
  isAdmin,
  nobody,
  nobodyField,
} from '../access'
import { answerAsThrown } from '../auth/refusals'
import { exportEnquiries } from '../endpoints/export-enquiries'
import { resendEnquiry } from '../endpoints/resend-enquiry'
import { markCopiesQueuedOnCreate } from '../jobs/delivery-record'
import { configuredChannels, queueDeliveryInTransaction } from '../jobs/enquiry-delivery'
import { deliveryFields } from './enquiry-delivery-fields'
import { appendHistory, followUpFields } from './enquiry-history'
import { lockEnquiryForUpdate } from './enquiry-lock'
import { STATUS_LABELS, SUBMISSION_STATUSES } from './enquiry-statuses'
import { emailValidationMessage } from '@/lib/contact/email'

export { SUBMISSION_STATUSES }

/** What the visitor sent is the record of their enquiry: shown, never rewritten by staff. */
const sent = { admin: { readOnly: true }, access: { update: nobodyField } }
const contactLink = {
  components: {
    Field: '@/cms/components/EnquiryContactField',
    Cell: '@/cms/components/EnquiryContactCell',
  },
}

/**
 * Enquiries from the contact form. Nobody creates them over HTTP: the form's
 * server action inserts through the Local API after validating. Administrators
 * and sales staff read them and follow them up (status, assignee, notes);
 * only administrators delete them.
 */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: {
    singular: { en: 'Enquiry', ar: 'استفسار' },
    plural: { en: 'Enquiries', ar: 'الاستفسارات' },
  },
  admin: {
    group: { en: 'Enquiries', ar: 'الاستفسارات' },
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
    hidden: hiddenUnlessEnquiryStaff,
    components: {
      beforeListTable: ['@/cms/components/EnquiryStatusFilter', '@/cms/components/ExportCsvLink'],
    },
  },
  endpoints: [exportEnquiries, resendEnquiry],
  // The copies are queued in the enquiry's own transaction: both are stored, or neither.
  hooks: {
    beforeOperation: [lockEnquiryForUpdate],
    beforeChange: [markCopiesQueuedOnCreate(configuredChannels), appendHistory],
    afterChange: [queueDeliveryInTransaction],
    afterError: [answerAsThrown],
  },
  defaultSort: '-submitted_at',
  access: {
    read: canHandleEnquiries,
    create: nobody,
    update: canHandleEnquiries,
    delete: isAdmin,
    readVersions: canHandleEnquiries,
    unlock: canHandleEnquiries,
  },
  fields: [
    { name: 'name', label: { en: 'Name', ar: 'الاسم' }, type: 'text', required: true, ...sent },
    {
      name: 'mobile',
      label: { en: 'Mobile', ar: 'الجوال' },
      type: 'text',
      required: true,
      ...sent,
    },
    {
      name: 'email',
      label: { en: 'E-mail', ar: 'البريد الإلكتروني' },
      type: 'email',
      required: true,
      ...sent,
      admin: { readOnly: true, ...contactLink },
      // The form's own rule (lib/contact/email.ts): what the form accepts is always stored.
      validate: (value: unknown) => emailValidationMessage(value),
    },
    {
      name: 'company',
      label: { en: 'Company', ar: 'الشركة' },
      type: 'text',
      required: true,
      ...sent,
    },
    { name: 'employees', label: { en: 'Employees', ar: 'عدد الموظفين' }, type: 'text', ...sent },
    {
      name: 'subject',
      label: { en: 'Subject', ar: 'الموضوع' },
      type: 'text',
      required: true,
      ...sent,
    },
    { name: 'message', label: { en: 'Message', ar: 'الرسالة' }, type: 'textarea', ...sent },
    {
      name: 'full_mobile',
      label: { en: 'Full mobile number', ar: 'رقم الجوال كاملًا' },
      type: 'text',
      required: true,
      ...sent,
      admin: { readOnly: true, ...contactLink },
    },
    {
      name: 'country_code',
      label: { en: 'Country code', ar: 'رمز الدولة' },
      type: 'text',
      required: true,
      ...sent,
    },
    {
      name: 'submitted_at',
      label: { en: 'Submitted at', ar: 'وقت الإرسال' },
      type: 'date',
      required: true,
      index: true,
      ...sent,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'status',
      label: { en: 'Status', ar: 'الحالة' },
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: SUBMISSION_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value })),
      admin: { position: 'sidebar' },
    },
    {
      // Set by the form once per filled-in form: a post sent again after a
      // timeout carries the same token and is recognised, not stored twice.
      name: 'submission_token',
      label: { en: 'Submission token', ar: 'رمز الإرسال' },
      type: 'text',
      unique: true,
      access: { update: nobodyField },
      admin: { hidden: true },
    },
    ...followUpFields,
    ...deliveryFields,
  ],
}
