'use client'

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent } from 'react'

import { VISIT_FIELD } from '@/lib/attribution/fields'
import { visitForForm } from '@/lib/attribution/visit-script'

type Answer = { status: string; answeredAt: number }

/**
 * How every form of the site sends (the contact form, the forms staff build):
 * a server action the browser posts to without JavaScript (the server then
 * answers with the page again), and with JavaScript the form's rules checked
 * before sending (`refuse`) and the action called in place, so a network or
 * server failure becomes the error banner (`failed`, input kept) instead of
 * an error page. One token per filled-in form, kept across a failed send so
 * that sending again is recognised by the server; a new one after each
 * success. Made in the browser: pages are static, so the server cannot write
 * one per visitor.
 */
export function useFormSending<S extends Answer>(
  action: (previous: S, data: FormData) => Promise<S>,
  initial: S,
  /** Where the form posts before hydration and without JavaScript: its page, in its language. */
  permalink: string,
  refuse: (data: FormData) => S | null,
  failed: (data: FormData) => S,
) {
  // S is a plain object, never a promise: React's Awaited<S> is S itself.
  const [postedState, formAction, posting] = useActionState<S, FormData>(
    action as unknown as (previous: Awaited<S>, data: FormData) => Promise<Awaited<S>>,
    initial as Awaited<S>,
    permalink,
  )
  const [answer, setAnswer] = useState<S | null>(null)
  const [sending, startSending] = useTransition()
  const state: S = answer ?? (postedState as S)
  const successRef = useRef<HTMLParagraphElement>(null)
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
    // The server's rules, run here first: an incomplete form never makes a round trip.
    const refused = refuse(data)
    if (refused) {
      setAnswer(refused)
      return
    }
    // Where the visit began, for sales (src/lib/attribution): read only now, when the visitor sends.
    data.set(VISIT_FIELD, visitForForm())
    startSending(async () => {
      try {
        setAnswer(await action(state, data))
      } catch {
        setAnswer(failed(data))
      }
    })
  }

  return { state, formAction, pending: posting || sending, submit, successRef, tokenInput }
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
