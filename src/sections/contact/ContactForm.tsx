'use client'

import {
  useActionState,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from 'react'

import type en from '@/i18n/messages/en/contact.json'
import type { Locale } from '@/i18n/routing'
import { sendEnquiry } from '@/lib/contact/action'
import { countriesFor, DEFAULT_COUNTRY_ISO } from '@/lib/contact/countries'
import { initialContactState, type ContactFormState } from '@/lib/contact/form-state'
import {
  EMPLOYEE_RANGES,
  HONEYPOT_FIELD,
  LIMITS,
  SENT_ANCHOR,
  TOKEN_FIELD,
} from '@/lib/contact/fields'

const successBox =
  'rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900'

const input =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-700'

/** The form's copy (messages `contact.form`), resolved on the server for the page's language. */
export type ContactFormCopy = Omit<(typeof en)['form'], 'privacy' | 'title' | 'lead'>

type Props = {
  locale: Locale
  copy: ContactFormCopy
  /** "By submitting this form you agree to our privacy policy", with its link, rendered on the server. */
  privacyNote: ReactNode
}

/**
 * The enquiry form of spec §5. A real <form> posting to a server action, so it
 * also works without JavaScript; with JavaScript the same action runs without
 * a page load and the controls are disabled while it does. Its copy comes in
 * as props, so no translation runtime ships to the browser.
 */
export function ContactForm({ locale, copy: t, privacyNote }: Props) {
  // Without JavaScript the browser posts the form to the server action (React's form action).
  const [postedState, formAction, posting] = useActionState(sendEnquiry, initialContactState)
  // With JavaScript the same action is called here, so a network or server failure
  // becomes the error banner (input kept) instead of an error page.
  const [answer, setAnswer] = useState<ContactFormState | null>(null)
  const [sending, startSending] = useTransition()
  const state = answer ?? postedState
  const pending = posting || sending
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
  }, [state.status, state.answeredAt])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startSending(async () => {
      try {
        setAnswer(await sendEnquiry(state, data))
      } catch {
        const values = Object.fromEntries(
          [...data.entries()].filter(
            ([key, value]) => !key.startsWith('$') && typeof value === 'string',
          ),
        ) as Record<string, string>
        setAnswer({ status: 'error', errors: {}, values, answeredAt: Date.now() })
      }
    })
  }

  const values = state.status === 'success' ? {} : state.values
  const error = (field: string) => state.errors[field]
  // An unknown code (a newer server) still gets a sentence, never a raw key.
  const errorText = (code: string) =>
    (t.errors as Record<string, string | undefined>)[code] ?? t.invalid

  const field = (
    name: string,
    label: string,
    control: (props: Record<string, unknown>) => React.ReactNode,
    required: boolean,
  ) => {
    const code = error(name)
    const describedBy = code ? `${name}-error` : undefined
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={name} className="text-sm font-semibold text-ink">
          {label}
          {required ? (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          ) : (
            <span className="font-normal text-muted"> ({t.optional})</span>
          )}
        </label>
        {control({
          id: name,
          name,
          required,
          'aria-required': required || undefined,
          'aria-invalid': code ? true : undefined,
          'aria-describedby': describedBy,
          defaultValue: values[name] ?? '',
          className: input,
        })}
        {code ? (
          <p id={`${name}-error`} className="text-sm text-red-700">
            {errorText(code)}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    // Remounting after each answer resets every field (and the country code) after a success.
    <form
      key={state.answeredAt}
      action={formAction}
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-describedby="contact-required-note"
    >
      {state.status === 'success' ? (
        <p role="status" className={successBox}>
          {t.success}
        </p>
      ) : null}
      {/* Without JavaScript a stored enquiry answers with a redirect to this page's
          #enquiry-sent (lib/contact/action.ts), which shows this static copy. */}
      <p
        id={SENT_ANCHOR}
        role="status"
        tabIndex={-1}
        className={`${successBox} hidden target:block`}
      >
        {t.success}
      </p>
      {state.status === 'error' || state.status === 'rate-limited' || state.status === 'invalid' ? (
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
      <p id="contact-required-note" className="text-sm text-muted">
        {t.requiredNote}
      </p>

      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t.legend}</legend>
        {field(
          'name',
          t.name,
          (props) => (
            <input type="text" autoComplete="name" maxLength={LIMITS.name} {...props} />
          ),
          true,
        )}
        {field(
          'email',
          t.email,
          (props) => (
            <input
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={LIMITS.email}
              {...props}
            />
          ),
          true,
        )}

        <div className="flex flex-col gap-1.5">
          <label htmlFor="mobile" className="text-sm font-semibold text-ink">
            {t.mobile}
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <div className="flex gap-2" dir="ltr">
            <select
              name="countryIso"
              aria-label={t.countryCode}
              defaultValue={values.countryIso || DEFAULT_COUNTRY_ISO}
              className={`${input} w-auto max-w-[11rem]`}
              aria-invalid={error('countryIso') ? true : undefined}
            >
              {countriesFor(locale).map((country) => (
                <option key={country.iso} value={country.iso}>
                  {/* The dialling code is isolated left-to-right: "+965", never "965+". */}
                  {`\u2066${country.code}\u2069 ${country[locale]}`}
                </option>
              ))}
            </select>
            <input
              id="mobile"
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              aria-required
              maxLength={20}
              defaultValue={values.mobile ?? ''}
              aria-invalid={error('mobile') ? true : undefined}
              aria-describedby={error('mobile') ? 'mobile-error' : undefined}
              className={input}
            />
          </div>
          {error('mobile') ? (
            <p id="mobile-error" className="text-sm text-red-700">
              {errorText(error('mobile') ?? '')}
            </p>
          ) : null}
        </div>

        {field(
          'company',
          t.company,
          (props) => (
            <input type="text" autoComplete="organization" maxLength={LIMITS.company} {...props} />
          ),
          true,
        )}
        {field(
          'employees',
          t.employees,
          (props) => (
            <select {...props}>
              <option value="">{t.employeesPrompt}</option>
              {EMPLOYEE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {range}
                </option>
              ))}
            </select>
          ),
          false,
        )}
        {field(
          'subject',
          t.subject,
          (props) => (
            <input type="text" maxLength={LIMITS.subject} {...props} />
          ),
          true,
        )}
        <div className="sm:col-span-2">
          {field(
            'message',
            t.message,
            (props) => (
              <textarea rows={4} maxLength={LIMITS.message} {...props} />
            ),
            false,
          )}
        </div>

        <input ref={tokenInput} type="hidden" name={TOKEN_FIELD} defaultValue="" />

        {/* People never see or reach this field; bots fill it and are quietly ignored. */}
        <div className="absolute -start-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
          <label htmlFor={HONEYPOT_FIELD}>{t.honeypot}</label>
          <input
            id={HONEYPOT_FIELD}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>

        <p className="text-sm text-muted sm:col-span-2">{privacyNote}</p>

        <div className="sm:col-span-2">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-7 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
          >
            {pending ? t.sending : t.send}
          </button>
        </div>
      </fieldset>
    </form>
  )
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
