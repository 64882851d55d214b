import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startCopies } from '@/cms/jobs/enquiry-delivery'
import {
  deleteExpiredSubmissions,
  deleteOrphanFormFiles,
  ORPHAN_FILE_AGE_MS,
} from '@/cms/jobs/form-retention'
import { readAnswers } from '@/lib/forms/answers'
import { toPublicForm, type PublicForm } from '@/lib/forms/public-form'
import { submitForm } from '@/lib/forms/submit'
import { postedFrom } from '@/lib/forms/validate'
import type { Form } from '@/payload-types'
import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'
import { docxFile, pdfFile, programFile, zipBombDocx } from '../support/sample-files'

/**
 * A CV sent with a built form: checked from its content, stored privately
 * beside its submission (never stored twice, never left without one),
 * downloaded by staff as an attachment only, and deleted with the submission.
 */
let payload: Payload
let stop: () => Promise<void>
let form: PublicForm
let salesToken: string
const PASSWORD = 'Files-test-password-1'
const open = { allow: async () => true }
const options = {
  clientKey: 'test',
  limits: { address: open, site: open },
  startDelivery: startCopies,
}

const valid = { full_name: 'Noura Al-Ali', email: 'noura@example.com', consent: 'on' }
const asFile = (data: Buffer, name: string, type = 'application/pdf') =>
  new File([new Uint8Array(data)], name, { type })
const send = (fields: Record<string, string>, cv: File | null) =>
  submitForm(payload, form, postedFrom(fields), options, (name) => (name === 'cv' ? cv : null))

const filesDir = () => payload.collections['form-files'].config.upload.staticDir as string
const files = async () =>
  (await payload.find({ collection: 'form-files', overrideAccess: true, limit: 100 })).docs
const submissions = async () =>
  (
    await payload.find({
      collection: 'contact-submissions',
      where: { form: { exists: true } },
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  const doc = await payload.create({
    collection: 'forms',
    data: {
      title: 'Job application',
      open: true,
      confirmationType: 'message',
      retentionMonths: 12,
      fields: [
        { kind: 'text', name: 'full_name', label: 'Full name', required: true },
        { kind: 'email', name: 'email', label: 'E-mail', required: true },
        { kind: 'file', name: 'cv', label: 'CV', required: true, fileTypes: ['pdf', 'docx'] },
        { kind: 'consent', name: 'consent', label: 'I agree' },
      ],
    } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  form = toPublicForm(doc as Form, 'en')
  await payload.create({
    collection: 'users',
    data: { email: 'files-sales@example.com', password: PASSWORD, role: 'sales', name: 'Sales' },
  })
  salesToken = await signIn(payload, 'files-sales@example.com', PASSWORD)
}, 120_000)
afterAll(async () => stop?.())
beforeEach(async () => {
  await payload.delete({
    collection: 'contact-submissions',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'form-files',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
})

describe('files sent with a built form', () => {
  it('are stored privately beside their submission, which points to them', async () => {
    const cv = pdfFile()
    expect(await send(valid, asFile(cv, '../../My CV.pdf'))).toEqual({ status: 'success' })
    const [row] = await submissions()
    const answer = readAnswers(row.answers).find((each) => each.name === 'cv')!
    expect(answer).toMatchObject({ kind: 'file', value: 'My CV.pdf' })
    expect(answer.file).toMatchObject({ size: cv.length, mime: 'application/pdf' })
    expect(answer.file!.filename).toMatch(/^[0-9a-f]{16}-my-cv\.pdf$/)

    const [file] = await files()
    expect(file).toMatchObject({
      submission_token: row.submission_token,
      field: 'cv',
      original_name: 'My CV.pdf',
      filename: answer.file!.filename,
    })
    // On disk where backups take it (only Payload's read rule serves it), byte for byte.
    expect(filesDir()).toMatch(/media[\\/]form-files$/)
    expect(readFileSync(path.join(filesDir(), file.filename!))).toEqual(cv)
  })

  it('are downloaded by sales as an attachment, never shown; visitors get nothing', async () => {
    await send(valid, asFile(pdfFile(true), 'scripted.pdf'))
    const [file] = await files()
    const address = `/form-files/file/${file.filename}`
    const staff = await rest(payload, 'GET', address, { token: salesToken })
    expect(staff.status).toBe(200)
    expect(staff.headers.get('content-disposition')).toBe('attachment')
    expect(staff.headers.get('x-content-type-options')).toBe('nosniff')
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
    expect(staff.text).toContain('/JavaScript')

    const visitor = await rest(payload, 'GET', address)
    expect(visitor.status).toBe(403)
    expect(visitor.text).not.toContain('%PDF')
    const listing = await rest(payload, 'GET', '/form-files')
    expect(listing.status).toBe(403)
    // Nobody adds or changes files over the API, staff included.
    const made = await rest(payload, 'POST', '/form-files', { token: salesToken, body: {} })
    expect(made.status).toBe(403)
  })

  it('of the wrong kind or too large get a field message, and nothing is stored', async () => {
    expect(await send(valid, asFile(programFile(), 'cv.pdf'))).toEqual({
      status: 'invalid',
      errors: { cv: 'fileType' },
    })
    expect(await send(valid, asFile(zipBombDocx(), 'cv.docx', 'application/octet-stream'))).toEqual(
      { status: 'invalid', errors: { cv: 'fileTooLarge' } },
    )
    expect(await send({ ...valid, email: 'nope' }, asFile(pdfFile(), 'cv.pdf'))).toEqual({
      status: 'invalid',
      errors: { email: 'email' },
    })
    expect(await send(valid, null)).toEqual({ status: 'invalid', errors: { cv: 'required' } })
    expect(await submissions()).toHaveLength(0)
    expect(await files()).toHaveLength(0)
  })

  it('are stored once when the same form is sent twice at the same moment', async () => {
    const fields = { ...valid, submission_token: 'f'.repeat(24) }
    const outcomes = await Promise.all([
      send(fields, asFile(docxFile(), 'cv.docx')),
      send(fields, asFile(docxFile(), 'cv.docx')),
    ])
    expect(outcomes).toEqual([{ status: 'success' }, { status: 'success' }])
    expect(await send(fields, asFile(docxFile(), 'cv.docx'))).toEqual({ status: 'success' })
    expect(await submissions()).toHaveLength(1)
    const stored = await files()
    expect(stored).toHaveLength(1)
    const [row] = await submissions()
    expect(readAnswers(row.answers).find((each) => each.name === 'cv')!.file!.filename).toBe(
      stored[0].filename,
    )
  })

  it('are taken back when their submission cannot be stored', async () => {
    const create = payload.create.bind(payload)
    payload.create = (async (args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'contact-submissions') throw new Error('database is locked')
      return create(args as never)
    }) as Payload['create']
    try {
      expect(await send(valid, asFile(pdfFile(), 'cv.pdf'))).toEqual({ status: 'error' })
    } finally {
      payload.create = create
    }
    expect(await files()).toHaveLength(0)
    expect(await submissions()).toHaveLength(0)
  })

  it('are deleted with their submission, by staff or by the retention period', async () => {
    await send({ ...valid, full_name: 'Deleted by staff' }, asFile(pdfFile(), 'a.pdf'))
    await send({ ...valid, full_name: 'Expired' }, asFile(pdfFile(), 'b.pdf'))
    await send({ ...valid, full_name: 'Kept' }, asFile(pdfFile(), 'c.pdf'))
    const byName = Object.fromEntries((await submissions()).map((row) => [row.name, row]))
    const fileOf = async (name: string) =>
      (await files()).find((file) => file.submission_token === byName[name].submission_token)
    const staffFile = (await fileOf('Deleted by staff'))!
    const expiredFile = (await fileOf('Expired'))!

    await payload.delete({
      collection: 'contact-submissions',
      id: byName['Deleted by staff'].id,
      overrideAccess: true,
    })
    expect(await fileOf('Deleted by staff')).toBeUndefined()
    expect(existsSync(path.join(filesDir(), staffFile.filename!))).toBe(false)

    await payload.update({
      collection: 'contact-submissions',
      id: byName.Expired.id,
      data: { submitted_at: '2024-01-01T00:00:00.000Z' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await deleteExpiredSubmissions(payload)).toBe(1)
    expect(await fileOf('Expired')).toBeUndefined()
    expect(existsSync(path.join(filesDir(), expiredFile.filename!))).toBe(false)
    expect(await fileOf('Kept')).toBeDefined()
  })

  it('left without a submission (a crash between the two) are swept after a day', async () => {
    await send(valid, asFile(pdfFile(), 'kept.pdf'))
    const orphan = await payload.create({
      collection: 'form-files',
      data: { submission_token: 'never-stored', field: 'cv', original_name: 'lost.pdf' },
      file: { data: pdfFile(), mimetype: 'application/pdf', name: 'lost.pdf', size: 100 },
      overrideAccess: true,
    })
    const later = new Date(Date.now() + ORPHAN_FILE_AGE_MS + 60_000)
    expect(await deleteOrphanFormFiles(payload, new Date())).toBe(0)
    expect(await deleteOrphanFormFiles(payload, later)).toBe(1)
    const left = await files()
    expect(left).toHaveLength(1)
    expect(left[0].original_name).toBe('kept.pdf')
    expect(existsSync(path.join(filesDir(), orphan.filename!))).toBe(false)
  })
})
