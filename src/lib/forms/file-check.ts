import 'server-only'

import { fileTypeFromBuffer } from 'file-type'

import { FILE_TYPES, fileTypesOf, maxBytesOf, type FileTypeKey } from './files'

/**
 * The most a DOCX may hold once unpacked, and in how many parts. A real CV is
 * a few megabytes of XML and pictures; a zip bomb claims gigabytes. Only the
 * archive's directory is read (nothing is unpacked here), so the claim is
 * judged before anyone downstream opens the file.
 */
export const DOCX_LIMITS = { unpackedBytes: 100 * 1024 * 1024, entries: 2000 } as const

/** The ZIP directory's claims: entries and their unpacked sizes together, or null if it cannot be read. */
export function zipDirectory(data: Uint8Array): { entries: number; unpackedBytes: number } | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  // The end-of-directory record is in the last 22 bytes plus a comment of at most 64 KB.
  const earliest = Math.max(0, data.length - 22 - 0xffff)
  let end = -1
  for (let at = data.length - 22; at >= earliest; at--)
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at
      break
    }
  if (end < 0) return null
  const entries = view.getUint16(end + 10, true)
  const offset = view.getUint32(end + 16, true)
  // ZIP64 (0xffff entries or 0xffffffff offset) is not what a word processor writes for a CV.
  if (entries === 0xffff || offset === 0xffffffff) return null
  let unpackedBytes = 0
  let at = offset
  for (let index = 0; index < entries; index++) {
    if (at + 46 > data.length || view.getUint32(at, true) !== 0x02014b50) return null
    const unpacked = view.getUint32(at + 24, true)
    if (unpacked === 0xffffffff) return null
    unpackedBytes += unpacked
    at +=
      46 +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true)
  }
  return { entries, unpackedBytes }
}

export type FileVerdict =
  { ok: true; type: FileTypeKey; mime: string } | { ok: false; error: 'fileType' | 'fileTooLarge' }

/**
 * What a posted file really is, from its bytes: one of the field's kinds or a
 * refusal. A `.exe` renamed `.pdf` is refused as the wrong kind; a DOCX whose
 * directory claims more than DOCX_LIMITS is refused by size. A PDF with
 * scripts in it is taken: staff only ever get it as a download
 * (`Content-Disposition: attachment`), never shown by the site.
 */
export async function checkFileContent(
  field: { fileTypes?: readonly string[] | null; maxMegabytes?: number | null },
  data: Uint8Array,
): Promise<FileVerdict> {
  if (data.length === 0) return { ok: false, error: 'fileType' }
  if (data.length > maxBytesOf(field)) return { ok: false, error: 'fileTooLarge' }
  const found = await fileTypeFromBuffer(data).catch(() => undefined)
  const type = fileTypesOf(field).find((key) => FILE_TYPES[key].mime === found?.mime)
  if (!type) return { ok: false, error: 'fileType' }
  // The file store takes a PDF only with its end-of-file marker and cross-reference
  // table at the end: one without them gets a field message here, not a failure there.
  if (type === 'pdf') {
    const end = Buffer.from(data.subarray(Math.max(0, data.length - 1024))).toString('latin1')
    if (!end.includes('%%EOF') || !end.includes('xref')) return { ok: false, error: 'fileType' }
  }
  if (type === 'docx') {
    const directory = zipDirectory(data)
    if (!directory) return { ok: false, error: 'fileType' }
    if (
      directory.unpackedBytes > DOCX_LIMITS.unpackedBytes ||
      directory.entries > DOCX_LIMITS.entries
    )
      return { ok: false, error: 'fileTooLarge' }
  }
  return { ok: true, type, mime: FILE_TYPES[type].mime }
}
