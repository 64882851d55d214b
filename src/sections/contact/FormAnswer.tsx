import type { Ref } from 'react'

import type { ContactFormState } from '@/lib/contact/form-state'
import { SENT_ANCHOR } from '@/lib/contact/fields'
import type { ContactField } from '@/lib/contact/schema'

const successBox =
  'rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900'

type Copy = {
  success: string
  summary: string
  rateLimited: string
  invalid: string
  error: string
}

/**
 * What the form says above its fields after an answer: the thank-you, or the
 * list of fields to fix (each a link to its field), or why sending failed.
 */
export function FormAnswer({
  state,
  copy: t,
  problems,
  successRef,
}: {
  state: ContactFormState
  copy: Copy
  /** The fields with a problem, in the order shown, with their label and message. */
  problems: Array<{ name: ContactField; label: string; text: string }>
  successRef: Ref<HTMLParagraphElement>
}) {
  return (
    <>
      {state.status === 'success' ? (
        <p ref={successRef} role="status" tabIndex={-1} className={`${successBox} scroll-mt-28`}>
          {t.success}
        </p>
      ) : null}
      {/* Without JavaScript a stored enquiry answers with a redirect to this page's
          #enquiry-sent (contact/action.ts), which shows this static copy. */}
      <p
        id={SENT_ANCHOR}
        role="status"
        tabIndex={-1}
        className={`${successBox} hidden scroll-mt-28 target:block`}
      >
        {t.success}
      </p>
      {state.status === 'invalid' && problems.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          <p className="font-semibold">{t.summary}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
            {problems.map(({ name, label, text }) => (
              <li key={name}>
                <a href={`#${name}`} className="underline underline-offset-2 hover:text-red-900">
                  {label}: {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : state.status === 'error' ||
        state.status === 'rate-limited' ||
        state.status === 'invalid' ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {state.status === 'rate-limited'
            ? t.rateLimited
            : state.status === 'invalid'
              ? t.invalid
              : t.error}
        </p>
      ) : null}
    </>
  )
}
