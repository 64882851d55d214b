import { stripFallback } from '../fallback/marks'
import type { FormFieldDefinition } from './definition'
import type { FormAnswers } from './validate'

/**
 * A built form's answers as an enquiry keeps them: in the form's order, each
 * with the words of its question and chosen options at the time of sending,
 * so later edits to the form never rewrite what a visitor answered.
 */
export type StoredAnswer = {
  name: string
  label: string
  kind: FormFieldDefinition['kind']
  value: string | string[]
  /** For choices: the option labels the visitor saw, beside the stored values. */
  shown?: string[]
  /** For files: the stored file staff download (`/api/form-files/file/<filename>`). */
  file?: { filename: string; size: number; mime: string }
}

/** Where staff download a stored file: through the API, with the inbox's read rule. */
export const formFileHref = (filename: string) =>
  `/api/form-files/file/${encodeURIComponent(filename)}`

export function storedAnswers(
  fields: readonly FormFieldDefinition[],
  answers: FormAnswers,
  files: Record<string, StoredAnswer['file']> = {},
): StoredAnswer[] {
  return fields.map((field) => {
    const value = answers[field.name] ?? ''
    const chosen = Array.isArray(value) ? value : value ? [value] : []
    const options = field.options ?? []
    const shown =
      field.kind === 'choice' || field.kind === 'checkboxes'
        ? chosen.map((v) => stripFallback(options.find((option) => option.value === v)?.label ?? v))
        : undefined
    // Kept as words, without the marks that draw an English fallback on an Arabic page.
    return {
      name: field.name,
      label: stripFallback(field.label),
      kind: field.kind,
      value,
      ...(shown ? { shown } : {}),
      ...(files[field.name] ? { file: files[field.name] } : {}),
    }
  })
}

/** What the stored JSON holds, read defensively: it is shown to staff and exported. */
export function readAnswers(value: unknown): StoredAnswer[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(
      (answer): answer is StoredAnswer =>
        Boolean(answer) &&
        typeof answer === 'object' &&
        typeof (answer as StoredAnswer).name === 'string' &&
        typeof (answer as StoredAnswer).label === 'string',
    )
    .map(({ file, ...answer }) =>
      file && typeof file.filename === 'string' && typeof file.size === 'number'
        ? { ...answer, file }
        : answer,
    )
}

/** An answer as one line of text: chosen options by their labels, joined. */
export function answerText(answer: StoredAnswer): string {
  const values = answer.shown ?? (Array.isArray(answer.value) ? answer.value : [answer.value])
  if (answer.kind === 'consent') return answer.value === 'yes' ? '✓' : ''
  return values.filter((value) => typeof value === 'string' && value !== '').join(', ')
}
