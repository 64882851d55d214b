import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { activeOrStaff, staffWrites } from '../access'
import { displayOrder, isActive, leftToRight, localizedText } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

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

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  admin: {
    group: 'Home page',
    useAsTitle: 'author_name',
    defaultColumns: ['author_name', 'quote', 'display_order', 'is_active'],
  },
  defaultSort: 'display_order',
  access: { read: activeOrStaff, ...staffWrites },
  hooks: { ...revalidateHooks, beforeChange: [copyLogoFacts] },
  fields: [
    localizedText('quote', { required: true, multiline: true, maxLength: 1200 }),
    localizedText('author_name', { required: true, maxLength: 120 }),
    localizedText('author_position', { maxLength: 160 }),
    {
      name: 'logo_storage_path',
      label: 'Logo (from logo-testimonials)',
      type: 'upload',
      relationTo: 'logo-testimonials',
    },
    leftToRight({
      name: 'logo_url',
      type: 'text',
      admin: {
        description:
          'Used when no logo is uploaded: a built-in logo name (business-suite, rentals, kitchen, dining) or the address of a logo on another site.',
      },
    }),
    { name: 'logo_file_name', type: 'text', admin: readOnly },
    { name: 'file_size', type: 'number', admin: readOnly },
    { name: 'upload_date', type: 'date', admin: readOnly },
    displayOrder,
    isActive,
  ],
}
