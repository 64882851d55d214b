import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { FormFieldDefinition } from './definition'
import { checkFileContent } from './file-check'
import { displayFileName, storedFileName, type FileTypeKey } from './files'
import type { FormFieldErrors } from './validate'

/** A posted file that passed every check, read into memory (at most the form's ceiling). */
export type AcceptedFile = {
  field: string
  originalName: string
  type: FileTypeKey
  mime: string
  data: Buffer
  /** The content's SHA-256: two different CVs sent with the same answers are two submissions. */
  digest: string
}

/** A file as the submission's answer points to it: staff download it by `filename`. */
export type StoredFile = { id: number; field: string; filename: string; size: number; mime: string }

/**
 * Reads each file field's posted file and checks it from its content
 * (file-check.ts). Fields with a problem get its code; the others' files come
 * back ready to store.
 */
export async function checkPostedFiles(
  fields: readonly FormFieldDefinition[],
  posted: (name: string) => File | null,
): Promise<{ accepted: AcceptedFile[]; errors: FormFieldErrors }> {
  const accepted: AcceptedFile[] = []
  const errors: FormFieldErrors = {}
  for (const field of fields) {
    if (field.kind !== 'file') continue
    const file = posted(field.name)
    if (!file) continue
    const data = Buffer.from(await file.arrayBuffer())
    const verdict = await checkFileContent(field, data)
    if (!verdict.ok) {
      errors[field.name] = verdict.error
      continue
    }
    accepted.push({
      field: field.name,
      originalName: displayFileName(file.name),
      type: verdict.type,
      mime: verdict.mime,
      data,
      digest: createHash('sha256').update(data).digest('hex'),
    })
  }
  return { accepted, errors }
}

/**
 * Stores a submission's files before the submission itself, under its token,
 * so the submission never points to a file that is not there. If storing one
 * fails, the ones already stored are removed and the error goes on.
 */
export async function storeFormFiles(
  payload: Payload,
  token: string,
  files: readonly AcceptedFile[],
): Promise<StoredFile[]> {
  const stored: StoredFile[] = []
  try {
    for (const file of files) {
      const doc = await payload.create({
        collection: 'form-files',
        data: { submission_token: token, field: file.field, original_name: file.originalName },
        file: {
          data: file.data,
          mimetype: file.mime,
          name: storedFileName(file.originalName, file.type, randomBytes(8).toString('hex')),
          size: file.data.length,
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      stored.push({
        id: doc.id,
        field: file.field,
        filename: doc.filename ?? '',
        size: file.data.length,
        mime: file.mime,
      })
    }
    return stored
  } catch (error) {
    await removeFormFiles(payload, stored)
    throw error
  }
}

/** Removes files stored for a submission that was not stored after all (best effort: the sweep is the net). */
export async function removeFormFiles(payload: Payload, files: readonly StoredFile[]) {
  if (files.length === 0) return
  await payload
    .delete({
      collection: 'form-files',
      where: { id: { in: files.map((file) => file.id) } },
      overrideAccess: true,
    })
    .catch((error: unknown) =>
      payload.logger.error({ err: error }, 'files of an unsent submission could not be removed'),
    )
}
