'use client'

import type { ReactNode } from 'react'

import { LoaderCircle, SendHorizontal } from 'lucide-react'

import type en from '@/i18n/messages/en/contact.json'
import type { Locale } from '@/i18n/routing'
import { countriesFor, DEFAULT_COUNTRY_ISO } from '@/lib/contact/countries'
import { EMPLOYEE_RANGES, HONEYPOT_FIELD, LIMITS, TOKEN_FIELD } from '@/lib/contact/fields'
import type { ContactField } from '@/lib/contact/schema'
import { FormAnswer } from './FormAnswer'
import { FieldError, FormField, inputClass as input, RequiredMark } from './FormField'
import { useEnquiryForm } from './use-enquiry-form'

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
  const { state, formAction, pending, submit, successRef, tokenInput } = useEnquiryForm(locale)
  const values = state.status === 'success' ? {} : state.values
  const error = (field: ContactField) => state.errors[field]
  const invalidFields = SHOWN_ORDER.filter((field) => error(field))
  // An unknown code (a newer server) still gets a sentence, never a raw key.
  const errorText = (code: string | undefined) =>
    code ? ((t.errors as Record<string, string | undefined>)[code] ?? t.invalid) : undefined
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

  /** A labelled field whose control gets its name, required state, validity and kept value. */
  const field = (
    name: ContactField,
    required: boolean,
    control: (props: Record<string, unknown>) => ReactNode,
  ) => (
    <FormField
      name={name}
      label={labelOf[name]}
      required={required}
      optional={t.optional}
      error={errorText(error(name))}
    >
      {control({
        id: name,
        name,
        required,
        'aria-required': required || undefined,
        ...validity(name),
        defaultValue: values[name] ?? '',
        className: input,
      })}
    </FormField>
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
      <FormAnswer
        state={state}
        copy={t}
        problems={invalidFields.map((name) => ({
          name,
          label: labelOf[name],
          text: errorText(error(name)) ?? t.invalid,
        }))}
        successRef={successRef}
      />
      <p id="contact-required-note" className="text-sm text-muted">
        {t.requiredNote}
      </p>

      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t.legend}</legend>
        {field('name', true, (props) => (
          <input type="text" autoComplete="name" maxLength={LIMITS.name} {...props} />
        ))}
        {field('email', true, (props) => (
          <input type="email" autoComplete="email" dir="ltr" maxLength={LIMITS.email} {...props} />
        ))}

        <div className="flex flex-col gap-1.5">
          <label htmlFor="mobile" className="text-sm font-semibold text-ink">
            {t.mobile}
            <RequiredMark required optional={t.optional} />
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
          <FieldError name="countryIso" text={errorText(error('countryIso'))} />
          <FieldError name="mobile" text={errorText(error('mobile'))} />
        </div>

        {field('company', true, (props) => (
          <input type="text" autoComplete="organization" maxLength={LIMITS.company} {...props} />
        ))}
        {field('employees', false, (props) => (
          <select {...props}>
            <option value="">{t.employeesPrompt}</option>
            {EMPLOYEE_RANGES.map((range) => (
              <option key={range} value={range}>
                {range}
              </option>
            ))}
          </select>
        ))}
        {field('subject', true, (props) => (
          <input type="text" maxLength={LIMITS.subject} {...props} />
        ))}
        <div className="sm:col-span-2">
          {field('message', false, (props) => (
            <textarea rows={4} maxLength={LIMITS.message} {...props} />
          ))}
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
