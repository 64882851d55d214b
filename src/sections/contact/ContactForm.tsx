'use client'

import type { ReactNode } from 'react'

import type en from '@/i18n/messages/en/contact.json'
import type { Locale } from '@/i18n/routing'
import { EMPLOYEE_RANGES, LIMITS, SENT_ANCHOR, TOKEN_FIELD } from '@/lib/contact/fields'
import type { ContactField } from '@/lib/contact/schema'
import { formProblems } from './form-problems'
import { FormAnswer } from './FormAnswer'
import { FormField, inputClass as input } from './FormField'
import { HoneypotField } from './HoneypotField'
import { MobileField } from './MobileField'
import { SendButton } from './SendButton'
import { useEnquiryForm } from './use-enquiry-form'

/** The form's copy (messages `contact.form`), resolved on the server for the page's language. */
export type ContactFormCopy = Omit<(typeof en)['form'], 'privacy'>

type Props = {
  locale: Locale
  copy: ContactFormCopy
  /** "By submitting this form you agree to our privacy policy", with its link, rendered on the server. */
  privacyNote: ReactNode
  /** The country list's order in the page's language (`countryOrder`), sorted on the server. */
  countryOrder: readonly string[]
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
export function ContactForm({ locale, copy: t, privacyNote, countryOrder }: Props) {
  const { state, formAction, pending, submit, successRef, tokenInput } = useEnquiryForm(locale)
  const values = state.status === 'success' ? {} : state.values
  const { labelOf, errorText, validity, problems } = formProblems(state, t)

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
      error={errorText(name)}
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
      {/* Without JavaScript a stored enquiry answers with a redirect to this page's
          #enquiry-sent (contact/action.ts), which shows the thank-you. */}
      <FormAnswer
        status={state.status}
        copy={t}
        success={t.success}
        anchor={SENT_ANCHOR}
        successRef={successRef}
        problems={problems.map(({ name, label, text }) => ({ id: name, label, text }))}
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
        <MobileField
          locale={locale}
          copy={t}
          countryOrder={countryOrder}
          countryIso={values.countryIso}
          mobile={values.mobile}
          validity={validity}
          errorText={errorText}
        />
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
        <HoneypotField label={t.honeypot} />

        <p className="text-sm text-muted sm:col-span-2">{privacyNote}</p>

        <div className="sm:col-span-2">
          <SendButton pending={pending} copy={t} />
        </div>
      </fieldset>
    </form>
  )
}
