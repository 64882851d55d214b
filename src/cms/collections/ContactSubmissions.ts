import { randomUUID } from 'node:crypto'

import type { CollectionConfig, EmailField, Field, TextareaField, TextField } from 'payload'

import {
  canHandleEnquiries,
  hiddenUnlessEnquiryStaff,
  isAdmin,
  nobody,
  nobodyField,
} from '../access'
import { answerAsThrown } from '../auth/refusals'
import { ENQUIRY_SEARCH_FIELDS, exportEnquiries } from '../endpoints/export-enquiries'
import { resendEnquiry } from '../endpoints/resend-enquiry'
import { markCopiesQueuedOnCreate } from '../jobs/delivery-record'
import { enquiryChannels, queueDeliveryInTransaction } from '../jobs/enquiry-delivery'
import { deliveryFields } from './enquiry-delivery-fields'
import { deleteSubmissionFiles } from './FormFiles'
import { sourceFields } from './enquiry-source-fields'
import { appendHistory, followUpFields } from './enquiry-history'
import { lockEnquiryForUpdate } from './enquiry-lock'
import { STATUS_LABELS, SUBMISSION_STATUSES } from './enquiry-statuses'
import { emailValidationMessage } from '@/lib/contact/email'
import { readAnswers } from '@/lib/forms/answers'
import type { Bilingual } from '@/lib/bilingual'
import { listedAs } from '../admin-labels/sidebar'

export { SUBMISSION_STATUSES }

/** What the visitor sent is the record of their enquiry: shown, never rewritten by staff. */
const sent = { admin: { readOnly: true }, access: { update: nobodyField } }
const contactLink = {
  components: {
    Field: '@/cms/components/EnquiryContactField',
    Cell: '@/cms/components/EnquiryContactCell',
  },
}

/** What the visitor typed into the form, kept as sent; a way to reach them links out in the list. */
const sentText = (
  name: string,
  label: Bilingual,
  {
    type = 'text',
    required = true,
    contact = false,
  }: { type?: 'text' | 'textarea' | 'email'; required?: boolean; contact?: boolean } = {},
): Field =>
  ({
    name,
    label,
    type,
    required,
    ...sent,
    ...(contact ? { admin: { readOnly: true, ...contactLink } } : {}),
  }) as TextField | TextareaField | EmailField

/**
 * A column the enquiry's answers show already: a submission keeps every
 * question as it was asked (src/lib/forms/submit.ts), so the column is shown
 * only on an enquiry stored before the contact form was a form, which has none.
 */
const unlessAnswered = (field: Field): Field =>
  ({
    ...field,
    admin: {
      ...field.admin,
      condition: (data: Record<string, unknown>) => readAnswers(data?.answers).length === 0,
    },
  }) as Field

/**
 * Enquiries from the contact form and every other form staff build. Nobody
 * creates them over HTTP: the forms' server action inserts through the Local
 * API after validating (src/lib/forms/submit.ts). Administrators
 * and sales staff read them and follow them up (status, assignee, notes);
 * only administrators delete them.
 */
export const ContactSubmissions: CollectionConfig = {
  ...listedAs('contact-submissions', {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'form',
      'company',
      'email',
      'full_mobile',
      'utm_source',
      'utm_campaign',
      'status',
      'assignee',
      'delivery_status',
      'submitted_at',
    ],
    listSearchableFields: [...ENQUIRY_SEARCH_FIELDS],
    hidden: hiddenUnlessEnquiryStaff,
    components: {
      beforeListTable: ['@/cms/components/EnquiryStatusFilter', '@/cms/components/ExportCsvLink'],
    },
  }),
  endpoints: [exportEnquiries, resendEnquiry],
  // The copies are queued in the enquiry's own transaction: both are stored, or neither.
  hooks: {
    beforeOperation: [lockEnquiryForUpdate],
    beforeChange: [markCopiesQueuedOnCreate(enquiryChannels), appendHistory],
    afterChange: [queueDeliveryInTransaction],
    afterDelete: [deleteSubmissionFiles],
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
    {
      // The form it was sent through (src/lib/forms); empty only on enquiries older than that link.
      name: 'form',
      label: { en: 'Form', ar: 'النموذج' },
      type: 'relationship',
      relationTo: 'forms',
      index: true,
      ...sent,
      admin: { readOnly: true, position: 'sidebar' },
    },
    // The inbox's columns: filled by the fields named after them (src/lib/forms/submit.ts).
    sentText('name', { en: 'Name', ar: 'الاسم' }, { required: false }),
    unlessAnswered(sentText('mobile', { en: 'Mobile', ar: 'الجوال' }, { required: false })),
    {
      ...sentText(
        'email',
        { en: 'E-mail', ar: 'البريد الإلكتروني' },
        { type: 'email', contact: true, required: false },
      ),
      // The form's own rule (lib/contact/email.ts): what the form accepts is always stored.
      // An address stored under an older rule stays as sent: staff can still update the enquiry.
      // A built form may ask for no e-mail address at all.
      validate: (
        value: unknown,
        {
          operation,
          previousValue,
          siblingData,
        }: { operation?: string; previousValue?: unknown; siblingData?: { form?: unknown } },
      ) =>
        (operation === 'update' && value === previousValue) || (siblingData?.form && !value)
          ? true
          : emailValidationMessage(value),
    } as EmailField,
    unlessAnswered(sentText('company', { en: 'Company', ar: 'الشركة' }, { required: false })),
    unlessAnswered(
      sentText('employees', { en: 'Employees', ar: 'عدد الموظفين' }, { required: false }),
    ),
    sentText('subject', { en: 'Subject', ar: 'الموضوع' }, { required: false }),
    unlessAnswered(
      sentText('message', { en: 'Message', ar: 'الرسالة' }, { type: 'textarea', required: false }),
    ),
    sentText(
      'full_mobile',
      { en: 'Full mobile number', ar: 'رقم الجوال كاملًا' },
      { contact: true, required: false },
    ),
    unlessAnswered(
      sentText('country_code', { en: 'Country code', ar: 'رمز الدولة' }, { required: false }),
    ),
    {
      // A form's answers as sent, each with its label then: later edits to the form do not rewrite them.
      name: 'answers',
      label: { en: 'Answers', ar: 'الإجابات' },
      type: 'json',
      ...sent,
      admin: {
        readOnly: true,
        condition: (data) => readAnswers(data?.answers).length > 0,
        components: { Field: '@/cms/components/FormAnswersField' },
      },
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
    {
      // The copies' Idempotency-Key and Message-ID: made here on create, never
      // reused (an id can be on SQLite, once the newest enquiry is deleted).
      name: 'delivery_key',
      label: { en: 'Delivery key', ar: 'مفتاح الإرسال' },
      type: 'text',
      unique: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { hidden: true },
      hooks: {
        beforeChange: [({ operation, value }) => (operation === 'create' ? randomUUID() : value)],
      },
    },
    sourceFields,
    ...followUpFields,
    ...deliveryFields,
  ],
}
