import path from 'node:path'

import type { CollectionAfterDeleteHook, CollectionConfig, Payload } from 'payload'

import { DATA_DIR } from '@/lib/env'
import { FILE_TYPES } from '@/lib/forms/files'
import { canHandleEnquiries, nobody } from '../access'

/**
 * Files visitors send with a built form (a CV): private, never at a public
 * address. Staff who handle enquiries download them through the API
 * (`/api/form-files/file/<name>`, the collection's read rule), always as an
 * attachment the browser saves and never shows in the site's origin, so a
 * PDF with scripts runs nowhere. They are kept as every upload is (nothing on
 * disk or in the bucket is served but through Payload's read rule): on disk
 * in data/media/form-files, with S3_BUCKET set in the bucket under
 * `form-files/` (cms/media-storage.ts), so backups take them too.
 *
 * A file belongs to the submission with the same `submission_token`: stored
 * just before it, deleted with it (ContactSubmissions' afterDelete), and
 * swept when its submission never came (form-retention.ts).
 */
export const FormFiles: CollectionConfig = {
  slug: 'form-files',
  labels: {
    singular: { en: 'Form file', ar: 'ملف نموذج' },
    plural: { en: 'Form files', ar: 'ملفات النماذج' },
  },
  admin: { hidden: true, useAsTitle: 'original_name' },
  access: {
    read: canHandleEnquiries,
    create: nobody,
    update: nobody,
    delete: nobody,
    readVersions: nobody,
  },
  upload: {
    staticDir: path.join(DATA_DIR, 'media', 'form-files'),
    mimeTypes: Object.values(FILE_TYPES).map((type) => type.mime),
    crop: false,
    focalPoint: false,
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', 'private, no-store')
      headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
      return headers
    },
  },
  fields: [
    {
      name: 'submission_token',
      label: { en: 'Submission token', ar: 'رمز الرد' },
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'field',
      label: { en: 'Form field', ar: 'حقل النموذج' },
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'original_name',
      label: { en: 'File name as sent', ar: 'اسم الملف كما أُرسل' },
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
  ],
}

/** Deletes the files sent with these submissions (by their tokens), in the caller's transaction. */
export async function deleteFormFiles(
  payload: Payload,
  tokens: string[],
  req?: Parameters<Payload['delete']>[0]['req'],
): Promise<number> {
  if (tokens.length === 0) return 0
  const result = await payload.delete({
    collection: 'form-files',
    where: { submission_token: { in: tokens } },
    overrideAccess: true,
    req,
  })
  return result.docs.length
}

/** A submission's files go with it, whether staff delete it or its retention period ends. */
export const deleteSubmissionFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const token = (doc as { submission_token?: unknown }).submission_token
  if (typeof token === 'string' && token) await deleteFormFiles(req.payload, [token], req)
}
