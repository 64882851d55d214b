'use client'

import { FieldLabel, useField, useTranslation } from '@payloadcms/ui'

import { answerText, formFileHref, readAnswers, type StoredAnswer } from '@/lib/forms/answers'

/** A file's size as staff read it, in the admin's language. */
function fileSize(bytes: number, language: string) {
  const arabic = language === 'ar'
  const megabytes = bytes / (1024 * 1024)
  const number = new Intl.NumberFormat(arabic ? 'ar-KW' : 'en-GB', {
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  })
  return megabytes >= 0.1
    ? `${number.format(megabytes)} ${arabic ? 'ميغابايت' : 'MB'}`
    : `${number.format(Math.max(1, Math.round(bytes / 1024)))} ${arabic ? 'كيلوبايت' : 'KB'}`
}

/** A sent file: downloaded through the API (never opened in the admin), with its size. */
function FileAnswer({ answer, language }: { answer: StoredAnswer; language: string }) {
  const file = answer.file!
  const download = language === 'ar' ? 'تنزيل' : 'Download'
  return (
    <>
      <bdi>{answerText(answer)}</bdi> ({fileSize(file.size, language)}){' '}
      <a href={formFileHref(file.filename)} download className="form-answers__file">
        {download}
        <span className="sr-only">
          {' '}
          <bdi>{answerText(answer)}</bdi>
        </span>
      </a>
    </>
  )
}

type Props = { path?: string; field: { name: string; label?: unknown } }

/**
 * A built form's answers on the enquiry, as the visitor sent them: each
 * question (in the words it had then) with its answer. Answers keep their
 * own direction (isolated), so an e-mail address reads left to right in the Arabic admin.
 */
export default function FormAnswersField({ field, path }: Props) {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const answers = readAnswers(value)
  const { i18n } = useTranslation()
  return (
    <div className="field-type form-answers-field">
      <FieldLabel label={field.label as never} path={path ?? field.name} />
      <dl className="form-answers">
        {answers.map((answer) => (
          <div key={answer.name} className="form-answers__row" data-answer={answer.name}>
            <dt>{answer.label}</dt>
            <dd>
              {answer.file?.filename ? (
                <FileAnswer answer={answer} language={i18n.language} />
              ) : (
                <bdi>{answerText(answer) || '—'}</bdi>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
