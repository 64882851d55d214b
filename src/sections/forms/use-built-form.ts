'use client'

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react'

import { VISIT_FIELD } from '@/lib/attribution/fields'
import { visitForForm } from '@/lib/attribution/visit-script'
import { TOKEN_FIELD } from '@/lib/contact/fields'
import type { FormFieldDefinition } from '@/lib/forms/definition'
import { initialBuiltFormState, type BuiltFormState } from '@/lib/forms/form-state'
import { postedFrom, validateForm, type FormAnswer } from '@/lib/forms/validate'

export type FormAction = (previous: BuiltFormState, data: FormData) => Promise<BuiltFormState>

/**
 * A built form's sending, as the contact form's (sections/contact/use-enquiry-form.ts):
 * a plain post without JavaScript, and with it the form's own rules checked
 * first and the action called in place, one token per filled-in form.
 */
export function useBuiltForm(
  fields: readonly FormFieldDefinition[],
  action: FormAction,
  permalink: string,
) {
  const [postedState, formAction, posting] = useActionState(
    action,
    initialBuiltFormState,
    permalink,
  )
  const [answer, setAnswer] = useState<BuiltFormState | null>(null)
  const [sending, startSending] = useTransition()
  const state = answer ?? postedState
  const successRef = useRef<HTMLParagraphElement>(null)
  const token = useRef('')
  const tokenInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (state.status === 'success' || state.status === 'idle' || !token.current)
      token.current = newToken()
    if (tokenInput.current) tokenInput.current.value = token.current
    if (state.status === 'success') {
      successRef.current?.focus({ preventScroll: true })
      successRef.current?.scrollIntoView({ block: 'center' })
    }
  }, [state.status, state.answeredAt])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const values: Record<string, FormAnswer> = {}
    for (const key of new Set(data.keys())) {
      if (key.startsWith('$') || key === TOKEN_FIELD) continue
      const all = data.getAll(key).filter((value): value is string => typeof value === 'string')
      values[key] = all.length > 1 ? all : (all[0] ?? '')
    }
    const checked = validateForm(fields, postedFrom(data))
    if (!checked.ok) {
      setAnswer({ status: 'invalid', errors: checked.errors, values, answeredAt: Date.now() })
      return
    }
    data.set(VISIT_FIELD, visitForForm())
    startSending(async () => {
      try {
        setAnswer(await action(state, data))
      } catch {
        setAnswer({ status: 'error', errors: {}, values, answeredAt: Date.now() })
      }
    })
  }

  return { state, formAction, pending: posting || sending, submit, successRef, tokenInput }
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
