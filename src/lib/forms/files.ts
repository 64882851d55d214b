/**
 * The files a built form takes (a CV, a portfolio): only these kinds, chosen
 * per field, each recognised from the file's content on the server
 * (file-check.ts), never from its name. Dependency-free: the browser checks
 * the same limits before sending, as a convenience.
 */
export const FILE_TYPES = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF', labelAr: 'ملف PDF' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Word (DOCX)',
    labelAr: 'مستند Word (DOCX)',
  },
  png: { mime: 'image/png', extensions: ['png'], label: 'PNG', labelAr: 'صورة PNG' },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG', labelAr: 'صورة JPEG' },
} as const

export type FileTypeKey = keyof typeof FILE_TYPES
export const FILE_TYPE_KEYS = Object.keys(FILE_TYPES) as FileTypeKey[]

/** A file field's size limit unless staff set one, and the most any field may take. */
export const DEFAULT_FILE_MEGABYTES = 5
export const FILE_CEILING_MEGABYTES = 20
/**
 * The most one post may carry: a form's file limits together stay within the
 * ceiling (the forms collection checks it), plus room for the other answers.
 * The request guard and Next's server actions take this size (request-guard.ts).
 */
export const FORM_POST_LIMIT_BYTES = (FILE_CEILING_MEGABYTES + 1) * 1024 * 1024

const MB = 1024 * 1024

/** A file field's kinds: the ones staff chose that the site knows, else PDF and DOCX. */
export function fileTypesOf(field: { fileTypes?: readonly string[] | null }): FileTypeKey[] {
  const chosen = (field.fileTypes ?? []).filter((key): key is FileTypeKey =>
    (FILE_TYPE_KEYS as readonly string[]).includes(key),
  )
  return chosen.length > 0 ? chosen : ['pdf', 'docx']
}

/** A file field's limit in megabytes: its own, never above the ceiling. */
export function megabytesOf(field: { maxMegabytes?: number | null }): number {
  const own = field.maxMegabytes
  return own && own > 0 ? Math.min(own, FILE_CEILING_MEGABYTES) : DEFAULT_FILE_MEGABYTES
}

export const maxBytesOf = (field: { maxMegabytes?: number | null }) => megabytesOf(field) * MB

/** What the file input accepts: the browser's picker offers these (a hint, not a check). */
export function acceptOf(field: { fileTypes?: readonly string[] | null }): string {
  return fileTypesOf(field)
    .flatMap((key) => [FILE_TYPES[key].mime, ...FILE_TYPES[key].extensions.map((ext) => `.${ext}`)])
    .join(',')
}

/** The kinds by name, for the field's hint and message: "PDF / Word (DOCX)" reads in both languages. */
export const fileTypeList = (field: { fileTypes?: readonly string[] | null }) =>
  fileTypesOf(field)
    .map((key) => FILE_TYPES[key].label)
    .join(' / ')

/** A posted file, as far as the browser and the server both see it. */
export type PostedFile = { name: string; size: number }

/** What was posted in a file input: a File, or nothing (an empty input sends a nameless empty file). */
export function postedFile(value: FormDataEntryValue | null | undefined): File | null {
  if (!value || typeof value === 'string') return null
  return value.size === 0 && value.name === '' ? null : value
}

/**
 * The checks that need only the name and size: required, the size limit,
 * and the name's extension (the browser's check; the server also reads the
 * content). Null when the file may go on.
 */
export function fileProblem(
  field: {
    required?: boolean | null
    fileTypes?: readonly string[] | null
    maxMegabytes?: number | null
  },
  file: PostedFile | null,
): 'required' | 'fileTooLarge' | 'fileType' | null {
  if (!file) return field.required ? 'required' : null
  if (file.size > maxBytesOf(field)) return 'fileTooLarge'
  if (file.size === 0) return 'fileType'
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const known = fileTypesOf(field).some((key) =>
    (FILE_TYPES[key].extensions as readonly string[]).includes(extension),
  )
  return known ? null : 'fileType'
}

/**
 * The name a file is kept under: a random prefix (no two alike, nothing a
 * visitor can aim at) and the visitor's name cut to safe characters, with the
 * extension of the kind its content showed. No path, no dots but the last.
 */
export function storedFileName(original: string, type: FileTypeKey, random: string): string {
  const base = displayFileName(original)
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .toLowerCase()
  return `${random}-${base || 'file'}.${FILE_TYPES[type].extensions[0]}`
}

/** The visitor's name for the file, kept for staff: no path, no control characters, bounded. */
export function displayFileName(original: string): string {
  const name = original.split(/[\\/]/).pop() ?? ''
  return (
    name
      .replace(/[\u0000-\u001F\u007F]/g, '')
      .trim()
      .slice(0, 200) || 'file'
  )
}
