import type { Ref } from 'react'

const successBox =
  'whitespace-pre-line rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900'
const alertBox = 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800'

type Copy = {
  summary: string
  rateLimited: string
  invalid: string
  error: string
  /** Built forms only: the form no longer takes submissions. */
  closed?: string
}

export type AnswerStatus = 'idle' | 'success' | 'invalid' | 'closed' | 'rate-limited' | 'error'

/**
 * What a form (the contact form or one staff built) says above its fields
 * after an answer: its thank-you, the fields to fix (each a link to its
 * field), or why it was not sent.
 */
export function FormAnswer({
  status,
  copy: t,
  success,
  anchor,
  successRef,
  problems,
}: {
  status: AnswerStatus
  copy: Copy
  success: string
  /** Without JavaScript a stored post answers with a redirect to this anchor, which shows the thank-you. */
  anchor: string
  successRef: Ref<HTMLParagraphElement>
  /** The fields with a problem, in the order shown: the control's id, its label and the message. */
  problems: Array<{ id: string; label: string; text: string }>
}) {
  const failure =
    status === 'rate-limited'
      ? t.rateLimited
      : status === 'closed'
        ? (t.closed ?? t.error)
        : status === 'error'
          ? t.error
          : status === 'invalid' && problems.length === 0
            ? t.invalid
            : null
  return (
    <>
      {status === 'success' ? (
        <p ref={successRef} role="status" tabIndex={-1} className={`${successBox} scroll-mt-28`}>
          {success}
        </p>
      ) : null}
      <p
        id={anchor}
        role="status"
        tabIndex={-1}
        className={`${successBox} hidden scroll-mt-28 target:block`}
      >
        {success}
      </p>
      {status === 'invalid' && problems.length > 0 ? (
        <div role="alert" className={alertBox}>
          <p className="font-semibold">{t.summary}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
            {problems.map(({ id, label, text }) => (
              <li key={id}>
                <a href={`#${id}`} className="underline underline-offset-2 hover:text-red-900">
                  {label}: {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : failure ? (
        <p role="alert" className={`${alertBox} font-medium`}>
          {failure}
        </p>
      ) : null}
    </>
  )
}
