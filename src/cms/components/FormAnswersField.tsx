'use client'

import { FieldLabel, useField } from '@payloadcms/ui'

import { answerText, readAnswers } from '@/lib/forms/answers'

type Props = { path?: string; field: { name: string; label?: unknown } }

/**
 * A built form's answers on the enquiry, as the visitor sent them: each
 * question (in the words it had then) with its answer. Answers keep their
 * own direction (isolated), so an e-mail address reads left to right in the Arabic admin.
 */
export default function FormAnswersField({ field, path }: Props) {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const answers = readAnswers(value)
  return (
    <div className="field-type form-answers-field">
      <FieldLabel label={field.label as never} path={path ?? field.name} />
      <dl className="form-answers">
        {answers.map((answer) => (
          <div key={answer.name} className="form-answers__row" data-answer={answer.name}>
            <dt>{answer.label}</dt>
            <dd>
              <bdi>{answerText(answer) || '—'}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
