import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { canEditContent, isStaff, nobodyField } from '../access'
import { listedAs } from '../admin-labels/sidebar'
import { emailValidationMessage } from '@/lib/contact/email'
import { leftToRight } from '../fields'
import { text, textarea } from '../text-fields'
import { formFieldsField } from './form-fields'
import { revalidateHooks } from '../hooks/revalidate'
import { siteMessage } from '../admin-labels/messages'
import { namedWebhooks, NO_WEBHOOK } from '@/lib/forms/webhooks'
import { SITE_FORMS } from '@/lib/forms/definition'
import { sideRequest } from '../side-request'

/**
 * Forms staff build (careers applications, event sign-ups, demo requests):
 * the fields and their rules, the button, what the visitor sees once it is
 * sent, and who gets the e-mail copy. A form block puts one on any page; posts go
 * through the enquiry pipeline and land in the enquiry inbox
 * (src/lib/forms/submit.ts). Every signed-in role reads forms, so sales can
 * filter the inbox by form; only content staff change them. Visitors never
 * read a form over the API: its recipients and webhook are staff business.
 */
/** The contact form stays, and stays open: the site's enquiries come through it. */
const keepSiteForms: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const form = (await req.payload.findByID({
    collection: 'forms',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req: sideRequest(req),
  })) as { site_form?: unknown; title?: unknown } | null
  if (form && (SITE_FORMS as readonly unknown[]).includes(form.site_form))
    throw new APIError(
      siteMessage(req, 'siteFormNoDelete', { form: String(form.title ?? '') }),
      403,
      null,
      true,
    )
}

const keepSiteFormsOpen: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (
    operation === 'update' &&
    (SITE_FORMS as readonly unknown[]).includes(originalDoc?.site_form) &&
    data.open === false
  )
    throw new APIError(
      siteMessage(req, 'siteFormStaysOpen', { form: String(originalDoc?.title ?? '') }),
      403,
      null,
      true,
    )
  return data
}

/** A form with submissions stays: they are listed under it in the inbox. Close it instead. */
const keepFormWithSubmissions: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'contact-submissions',
    where: { form: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(
      siteMessage(req, 'formHasSubmissions', { count: totalDocs }),
      409,
      null,
      true,
    )
}

export const Forms: CollectionConfig = {
  ...listedAs('forms', {
    useAsTitle: 'title',
    defaultColumns: ['title', 'open', 'updatedAt'],
  }),
  hooks: {
    ...revalidateHooks,
    beforeChange: [keepSiteFormsOpen],
    beforeDelete: [keepSiteForms, keepFormWithSubmissions],
  },
  access: {
    read: ({ req }) => isStaff({ req }),
    create: canEditContent,
    update: canEditContent,
    delete: canEditContent,
  },
  fields: [
    text('title', { en: 'Title', ar: 'العنوان' }, 160, { required: true }),
    {
      name: 'open',
      label: { en: 'Accepts submissions', ar: 'يستقبل الردود' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'When off, pages show that the form is closed and nothing sent to it is stored.',
          ar: 'عند إيقافه تعرض الصفحات أن النموذج مغلق، ولا يُحفظ شيء يُرسل إليه.',
        },
      },
    },
    {
      name: 'retentionMonths',
      label: { en: 'Keep submissions for (months)', ar: 'مدة الاحتفاظ بالردود (بالأشهر)' },
      type: 'number',
      min: 1,
      max: 120,
      admin: {
        position: 'sidebar',
        step: 1,
        description: {
          en: 'Submissions older than this are deleted, e.g. 12 for job applications. Leave empty to keep them.',
          ar: 'تُحذف الردود الأقدم من هذه المدة، مثل 12 لطلبات التوظيف. اتركه فارغًا للاحتفاظ بها.',
        },
      },
    },
    {
      // Set by the seed on the forms the site needs (lib/forms/definition.ts SITE_FORMS).
      name: 'site_form',
      type: 'text',
      unique: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    formFieldsField,
    text('submitLabel', { en: 'Button text', ar: 'نص الزر' }, 60, {
      description: { en: 'Leave empty for “Send”.', ar: 'اتركه فارغًا ليظهر «إرسال».' },
    }),
    {
      name: 'confirmationType',
      label: { en: 'Once sent', ar: 'بعد الإرسال' },
      type: 'radio',
      required: true,
      defaultValue: 'message',
      options: [
        { value: 'message', label: { en: 'Show a message', ar: 'عرض رسالة' } },
        { value: 'redirect', label: { en: 'Open a page', ar: 'فتح صفحة' } },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      ...textarea('confirmation', { en: 'Message', ar: 'الرسالة' }, 1000, {
        description: {
          en: 'Leave empty for the site’s usual thank-you.',
          ar: 'اتركها فارغة لتظهر رسالة الشكر المعتادة.',
        },
      }),
      admin: { condition: (_, sibling) => sibling?.confirmationType !== 'redirect' },
    },
    {
      name: 'redirectPage',
      label: { en: 'Page', ar: 'الصفحة' },
      type: 'relationship',
      relationTo: 'pages',
      admin: { condition: (_, sibling) => sibling?.confirmationType === 'redirect' },
    },
    {
      name: 'notify',
      label: { en: 'Send a copy by e-mail to', ar: 'إرسال نسخة بالبريد الإلكتروني إلى' },
      labels: {
        singular: { en: 'Recipient', ar: 'مستلم' },
        plural: { en: 'Recipients', ar: 'المستلمون' },
      },
      type: 'array',
      maxRows: 10,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Leave empty to send copies where the contact form’s go.',
          ar: 'اتركه فارغًا لتُرسل النسخ إلى حيث تُرسل نسخ نموذج التواصل.',
        },
      },
      fields: [
        leftToRight({
          name: 'email',
          label: { en: 'E-mail', ar: 'البريد الإلكتروني' },
          type: 'text',
          required: true,
          validate: (value: unknown) => emailValidationMessage(value),
        }),
      ],
    },
    {
      // A name the operator set up (src/lib/forms/webhooks.ts), never an address.
      name: 'webhook',
      label: { en: 'Send a copy to the webhook', ar: 'إرسال نسخة إلى الويب هوك' },
      type: 'text',
      maxLength: 40,
      validate: (value: unknown, { req }: { req: PayloadRequest }) => {
        if (!value || value === NO_WEBHOOK) return true
        const known = namedWebhooks().some((hook) => hook.name === value)
        return known || siteMessage(req, 'webhookNotSetUp', { name: String(value).slice(0, 40) })
      },
      admin: {
        position: 'sidebar',
        components: {
          Field: {
            path: '@/cms/components/WebhookSelect',
            clientProps: { names: namedWebhooks().map((hook) => hook.name) },
          },
        },
        description: {
          en: 'Leave empty to send copies where the contact form’s go. The server’s operator sets up the others.',
          ar: 'اتركه فارغًا لتُرسل النسخ إلى حيث تُرسل نسخ نموذج التواصل. يُعدّ مشغّل الخادم الخيارات الأخرى.',
        },
      },
    },
  ],
}
