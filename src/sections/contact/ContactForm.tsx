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

import { CircleAlert, LoaderCircle, SendHorizontal } from 'lucide-react'

import type en from '@/i18n/messages/en/contact.json'
import type { Locale } from '@/i18n/routing'
import { sendEnquiry } from './action'
import { countriesFor, DEFAULT_COUNTRY_ISO } from '@/lib/contact/countries'
import { initialContactState, type ContactFormState } from '@/lib/contact/form-state'
import {
  EMPLOYEE_RANGES,
  HONEYPOT_FIELD,
  LIMITS,
  SENT_ANCHOR,
  TOKEN_FIELD,
} from '@/lib/contact/fields'
import { validateContact, type ContactField } from '@/lib/contact/schema'
import { localizePath } from '@/lib/routes'

const successBox =
  'rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900'

const input =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40'

/** The fields in the order the form shows them: the summary lists them, and the first with a problem takes focus. */
const SHOWN_ORDER: ContactField[] = [
  'name',
  'email',
  'countryIso',
  'mobile',
  'company',
  'employees',
  'subject',
  'message',
]

/** The form's copy (messages `contact.form`), resolved on the server for the page's language. */
export type ContactFormCopy = Omit<(typeof en)['form'], 'privacy'>

type Props = {
  locale: Locale
  copy: ContactFormCopy
  /** "By submitting this form you agree to our privacy policy", with its link, rendered on the server. */
  privacyNote: ReactNode
}

/**
 * The enquiry form. A real <form> posting to a server action, so it also
 * works without JavaScript: then the server answers with the page again, the
 * typed values kept and each problem written under its field. With JavaScript
 * the same rules (lib/contact/schema.ts) run before sending, so an incomplete
 * form is answered at once, and the action runs without a page load. The
 * browser's own validation bubbles are off (noValidate): they speak the
 * browser's language, show one field at a time and nothing on most phones.
 * Its copy comes in as props, so no translation runtime ships to the browser.
 */
export function ContactForm({ locale, copy: t, privacyNote }: Props) {
  // Without JavaScript the browser posts the form to the server action (React's form action).
  // The permalink is where the form posts before hydration and without JavaScript
  // (the page itself, in its language), rather than an empty action attribute.
  const [postedState, formAction, posting] = useActionState(
    sendEnquiry,
    initialContactState,
    localizePath('/contact', locale),
  )
  // With JavaScript the same action is called here, so a network or server failure
  // becomes the error banner (input kept) instead of an error page.
  const [answer, setAnswer] = useState<ContactFormState | null>(null)
  const [sending, startSending] = useTransition()
  const state = answer ?? postedState
  const pending = posting || sending
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
    startSending(async () => {
      try {
        setAnswer(await sendEnquiry(state, data))
      } catch {
        setAnswer({ status: 'error', errors: {}, values, answeredAt: Date.now() })
      }
    })
  }

  const values = state.status === 'success' ? {} : state.values
  const error = (field: ContactField) => state.errors[field]
  const invalidFields = SHOWN_ORDER.filter((field) => error(field))
  // An unknown code (a newer server) still gets a sentence, never a raw key.
  const errorText = (code: string) =>
    (t.errors as Record<string, string | undefined>)[code] ?? t.invalid
  const labelOf: Record<ContactField, string> = {
    name: t.name,
    email: t.email,
    countryIso: t.countryCode,
    mobile: t.mobile,
    company: t.company,
    employees: t.employees,
    subject: t.subject,
    message: t.message,
  }

  /** Marks a control invalid, ties it to its message, and focuses the first one with a problem. */
  const validity = (name: ContactField) => {
    const code = error(name)
    return {
      'aria-invalid': code ? true : undefined,
      'aria-describedby': code ? `${name}-error` : undefined,
      // Works without JavaScript too: the answered page opens on the first field to fix.
      autoFocus: name === invalidFields[0] || undefined,
    }
  }

  const fieldError = (name: ContactField) => {
    const code = error(name)
    return code ? (
      <p id={`${name}-error`} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {errorText(code)}
      </p>
    ) : null
  }

  const field = (
    name: ContactField,
    label: string,
    control: (props: Record<string, unknown>) => React.ReactNode,
    required: boolean,
  ) => (
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
        ...validity(name),
        defaultValue: values[name] ?? '',
        className: input,
      })}
      {fieldError(name)}
    </div>
  )

  return (
    // Remounting after each answer resets every field (and the country code) after a success.
    <form
      key={state.answeredAt}
      action={formAction}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-describedby="contact-required-note"
    >
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
      {state.status === 'invalid' && invalidFields.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          <p className="font-semibold">{t.summary}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
            {invalidFields.map((name) => (
              <li key={name}>
                <a href={`#${name}`} className="underline underline-offset-2 hover:text-red-900">
                  {labelOf[name]}: {errorText(error(name) ?? '')}
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
              id="countryIso"
              name="countryIso"
              aria-label={t.countryCode}
              defaultValue={values.countryIso || DEFAULT_COUNTRY_ISO}
              className={`${input} w-auto max-w-[11rem]`}
              {...validity('countryIso')}
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
              // Text with a phone keypad: "the number without its country code" (tel-national)
              // is a text-kind autofill field that HTML does not allow on type="tel".
              type="text"
              inputMode="tel"
              autoComplete="tel-national"
              required
              aria-required
              maxLength={20}
              defaultValue={values.mobile ?? ''}
              className={input}
              {...validity('mobile')}
            />
          </div>
          {fieldError('countryIso')}
          {fieldError('mobile')}
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
          {/* The form's one decisive action: wider, taller and with its own icon, so it
              does not read as one more of the page's links styled as buttons. */}
          <button
            type="submit"
            className="group inline-flex min-h-13 w-full items-center justify-center gap-2.5 rounded-xl bg-gradient-to-br from-brand to-brand-strong px-9 py-3.5 text-lg font-semibold text-white shadow-[0_10px_24px_-8px_rgba(15,118,110,0.65)] transition hover:from-brand-strong hover:to-ink hover:shadow-[0_14px_28px_-8px_rgba(15,118,110,0.75)] disabled:cursor-wait disabled:opacity-80 sm:w-auto"
          >
            {pending ? t.sending : t.send}
            {pending ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : (
              <SendHorizontal
                aria-hidden="true"
                className="size-5 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
              />
            )}
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
