import type { CollectionBeforeChangeHook } from 'payload'

import { logoLinkField, uploadField } from '../fields'
import { text, textarea } from '../text-fields'
import { orderedCollection } from './ordered-collection'
import { listedAs } from '../admin-labels/sidebar'

/**
 * logo_file_name, file_size and upload_date describe the uploaded
 * logo; they are copied from the upload when it changes, so the public API
 * keeps answering with these fields and staff never type them by hand.
 */
const copyLogoFacts: CollectionBeforeChangeHook = async ({ data, req }) => {
  const logo = data.logo_storage_path
  const id = typeof logo === 'object' && logo !== null ? logo.id : logo
  if (!id) {
    data.logo_file_name = null
    data.file_size = null
    data.upload_date = null
    return data
  }
  const file = await req.payload.findByID({ collection: 'logo-testimonials', id, depth: 0, req })
  data.logo_file_name = file.filename ?? null
  data.file_size = file.filesize ?? null
  data.upload_date = file.createdAt ?? null
  return data
}

const readOnly = { readOnly: true, position: 'sidebar' as const }

export const Testimonials = orderedCollection({
  ...listedAs('testimonials', {
    useAsTitle: 'author_name',
    defaultColumns: ['author_name', 'quote', 'display_order', 'is_active'],
  }),
  hooks: { beforeChange: [copyLogoFacts] },
  fields: [
    textarea('quote', { en: 'Quote', ar: 'نص الشهادة' }, 1200, { required: true }),
    text('author_name', { en: 'Author name', ar: 'اسم صاحب الشهادة' }, 120, { required: true }),
    text('author_position', { en: 'Author position', ar: 'منصب صاحب الشهادة' }, 160),
    uploadField('logo_storage_path', 'logo-testimonials', {
      en: 'Logo (from logo-testimonials)',
      ar: 'الشعار (من شعارات العملاء)',
    }),
    logoLinkField({
      en: 'Used when no logo is uploaded: a built-in logo name (business-suite, rentals, kitchen, dining) or the address of a logo on another site.',
      ar: 'يُستخدم إذا لم يُرفع شعار: اسم شعار مدمج (business-suite أو rentals أو kitchen أو dining) أو عنوان شعار على موقع آخر.',
    }),
    {
      name: 'logo_file_name',
      label: { en: 'Logo file name', ar: 'اسم ملف الشعار' },
      type: 'text',
      admin: readOnly,
    },
    {
      name: 'file_size',
      label: { en: 'File size', ar: 'حجم الملف' },
      type: 'number',
      admin: readOnly,
    },
    {
      name: 'upload_date',
      label: { en: 'Upload date', ar: 'تاريخ الرفع' },
      type: 'date',
      admin: readOnly,
    },
  ],
})
