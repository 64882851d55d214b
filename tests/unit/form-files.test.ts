import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

import { checkFileContent, DOCX_LIMITS, zipDirectory } from '@/lib/forms/file-check'
import {
  acceptOf,
  DEFAULT_FILE_MEGABYTES,
  displayFileName,
  fileProblem,
  megabytesOf,
  storedFileName,
} from '@/lib/forms/files'
import { fieldErrorText, validateForm, postedFrom } from '@/lib/forms/validate'
import type { FormFieldDefinition } from '@/lib/forms/definition'
import {
  docxFile,
  jpegFile,
  pdfFile,
  pngFile,
  programFile,
  zipBombDocx,
} from '../support/sample-files'

const cv: FormFieldDefinition = {
  kind: 'file',
  name: 'cv',
  label: 'CV',
  required: true,
  fileTypes: ['pdf', 'docx'],
}

describe('what a file field takes, from its content', () => {
  it('takes a PDF, a DOCX and, where chosen, PNG and JPEG pictures', async () => {
    expect(await checkFileContent(cv, pdfFile())).toEqual({
      ok: true,
      type: 'pdf',
      mime: 'application/pdf',
    })
    expect(await checkFileContent(cv, docxFile())).toMatchObject({ ok: true, type: 'docx' })
    const pictures = { ...cv, fileTypes: ['png', 'jpeg'] as const }
    expect(await checkFileContent(pictures, await pngFile())).toMatchObject({ type: 'png' })
    expect(await checkFileContent(pictures, await jpegFile())).toMatchObject({ type: 'jpeg' })
    // A PDF is not a picture, whatever the field would take otherwise.
    expect(await checkFileContent(pictures, pdfFile())).toEqual({ ok: false, error: 'fileType' })
  })

  it('refuses a program renamed .pdf: the bytes say what it is, not the name', async () => {
    const program = programFile()
    expect(fileProblem(cv, { name: 'cv.pdf', size: program.length })).toBeNull()
    expect(await checkFileContent(cv, program)).toEqual({ ok: false, error: 'fileType' })
    expect(await checkFileContent(cv, Buffer.from('just some text, named cv.pdf'))).toEqual({
      ok: false,
      error: 'fileType',
    })
    expect(await checkFileContent(cv, Buffer.alloc(0))).toEqual({ ok: false, error: 'fileType' })
    // A PDF cut short (no cross-reference table, no end marker) is no file the store takes.
    const cut = pdfFile().subarray(0, 60)
    expect(await checkFileContent(cv, cut)).toEqual({ ok: false, error: 'fileType' })
  })

  it('takes a PDF with a script in it, as a file staff only ever download', async () => {
    const scripted = pdfFile(true)
    expect(scripted.toString('latin1')).toContain('/JavaScript')
    expect(await checkFileContent(cv, scripted)).toMatchObject({ ok: true, type: 'pdf' })
  })

  it('refuses a zip bomb DOCX by the size it unpacks to, without unpacking it', async () => {
    const bomb = zipBombDocx()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(zipDirectory(bomb)!.unpackedBytes).toBeGreaterThan(DOCX_LIMITS.unpackedBytes)
    expect(await checkFileContent(cv, bomb)).toEqual({ ok: false, error: 'fileTooLarge' })
    expect(zipDirectory(docxFile())).toEqual({ entries: 2, unpackedBytes: expect.any(Number) })
    // A truncated archive has no directory to trust.
    const cut = docxFile().subarray(0, 200)
    expect(zipDirectory(cut)).toBeNull()
  })

  it('refuses a file over the field limit, by size and before reading it', async () => {
    const small = { ...cv, maxMegabytes: 1 }
    const big = Buffer.concat([pdfFile(), Buffer.alloc(1024 * 1024)])
    expect(await checkFileContent(small, big)).toEqual({ ok: false, error: 'fileTooLarge' })
    expect(fileProblem(small, { name: 'cv.pdf', size: big.length })).toBe('fileTooLarge')
    expect(megabytesOf({})).toBe(DEFAULT_FILE_MEGABYTES)
    expect(megabytesOf({ maxMegabytes: 500 })).toBe(20)
  })
})

describe('a file field in a form', () => {
  const files = (map: Record<string, { name: string; size: number }>) => (name: string) =>
    map[name] ?? null

  it('needs a file when required, and checks the name before sending', () => {
    expect(validateForm([cv], postedFrom({}))).toEqual({ ok: false, errors: { cv: 'required' } })
    expect(validateForm([cv], postedFrom({}), files({ cv: { name: 'cv.exe', size: 10 } }))).toEqual(
      {
        ok: false,
        errors: { cv: 'fileType' },
      },
    )
    expect(
      validateForm(
        [cv],
        postedFrom({}),
        files({ cv: { name: 'C:\\Users\\me\\My CV.PDF', size: 10 } }),
      ),
    ).toEqual({ ok: true, answers: { cv: 'My CV.PDF' } })
    expect(validateForm([{ ...cv, required: false }], postedFrom({}))).toEqual({
      ok: true,
      answers: { cv: '' },
    })
  })

  it('says what it takes in both languages', () => {
    const en = {
      fileType: 'Choose a file of the kind listed: {types}.',
      fileTooLarge: 'No larger than {max} MB.',
    }
    const ar = { fileTooLarge: 'لا يزيد حجمه على {max} ميغابايت.' }
    expect(fieldErrorText(cv, 'fileType', en, '')).toBe(
      'Choose a file of the kind listed: PDF / Word (DOCX).',
    )
    expect(fieldErrorText({ ...cv, maxMegabytes: 8 }, 'fileTooLarge', ar, '')).toBe(
      'لا يزيد حجمه على 8 ميغابايت.',
    )
    expect(acceptOf(cv)).toContain('.docx')
  })

  it('keeps files under names no visitor can aim with', () => {
    expect(storedFileName('../../etc/passwd', 'pdf', 'ab12')).toBe('ab12-passwd.pdf')
    expect(storedFileName('سيرتي الذاتية.exe.pdf', 'docx', 'ab12')).toBe('ab12-exe.docx')
    expect(storedFileName('.pdf', 'pdf', 'ab12')).toBe('ab12-file.pdf')
    expect(displayFileName('..\\..\\windows\\cv.pdf')).toBe('cv.pdf')
    expect(displayFileName('a\u0000b.pdf')).toBe('ab.pdf')
  })
})
