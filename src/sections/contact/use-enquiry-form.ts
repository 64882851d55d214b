'use client'

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react'

import type { Locale } from '@/i18n/routing'
import { initialContactState, type ContactFormState } from '@/lib/contact/form-state'
import { TOKEN_FIELD } from '@/lib/contact/fields'
import { VISIT_FIELD } from '@/lib/attribution/fields'
import { visitForForm } from '@/lib/attribution/visit-script'
import { validateContact } from '@/lib/contact/schema'
import { localizePath } from '@/lib/routes'
import { sendEnquiry } from './action'

/**
 * The enquiry form's sending: a server action the browser posts to without
 * JavaScript (then the server answers with the page again), and with
 * JavaScript the same rules (lib/contact/schema.ts) checked before sending
 * and the action called in place, so a network or server failure becomes
 * the error banner (input kept) instead of an error page.
 */
export function useEnquiryForm(locale: Locale) {
  // The permalink is where the form posts before hydration and without JavaScript
  // (the page itself, in its language), rather than an empty action attribute.
  const [postedState, formAction, posting] = useActionState(
    sendEnquiry,
    initialContactState,
    localizePath('/contact', locale),
  )
  const [answer, setAnswer] = useState<ContactFormState | null>(null)
  const [sending, startSending] = useTransition()
  const state = answer ?? postedState
  const successRef = useRef<HTMLParagraphElement>(null)
  // One token per filled-in form, kept across a failed send so that sending
  // again is recognised by the server; a new one after each success. Made in
  // the browser: the page is static, so the server cannot write one per visitor.
  const token = useRef('')
  const tokenInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (state.status === 'success' || state.status === 'idle' || !token.current)
      token.current = newToken()
    // The form remounts after each answer; its new hidden input gets the kept token.
    if (tokenInput.current) tokenInput.current.value = token.current
    // The thank-you takes focus, so it is read out and in view, wherever the button was.
    if (state.status === 'success') {
      successRef.current?.focus({ preventScroll: true })
      successRef.current?.scrollIntoView({ block: 'center' })
    }
  }, [state.status, state.answeredAt])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const values = Object.fromEntries(
      [...data.entries()].filter(
        ([key, value]) => !key.startsWith('$') && key !== TOKEN_FIELD && typeof value === 'string',
      ),
    ) as Record<string, string>
    // The server's rules, run here first: an incomplete form never makes a round trip.
    const checked = validateContact(values)
    if (!checked.ok) {
      setAnswer({ status: 'invalid', errors: checked.errors, values, answeredAt: Date.now() })
      return
    }
    // Where the visit began, for sales (src/lib/attribution): read only now, when the visitor sends.
    data.set(VISIT_FIELD, visitForForm())
    startSending(async () => {
      try {
        setAnswer(await sendEnquiry(state, data))
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
