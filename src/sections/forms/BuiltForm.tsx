'use client'

import { useRef, type ReactNode } from 'react'

import type { CountryOption } from '@/lib/contact/countries'
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/contact/fields'
import type { FormFieldDefinition, SiteForm } from '@/lib/forms/definition'
import { fieldIdPrefix, sentAnchor } from '@/lib/forms/form-state'
import { fieldErrorText } from '@/lib/forms/validate'
import { FormAnswer } from './FormAnswer'
import { inputClass } from './field-parts'
import { HoneypotField } from './HoneypotField'
import { SendButton } from './SendButton'
import { FieldControl } from './FieldControl'
import { useBuiltForm, type FormAction } from './use-built-form'
import { useKeptFiles } from './use-kept-files'

/** The words a built form needs from the site (messages `contact.form`), resolved on the server. */
export type BuiltFormCopy = {
  requiredNote: string
  optional: string
  countryCode: string
  honeypot: string
  send: string
  sending: string
  success: string
  error: string
  invalid: string
  summary: string
  rateLimited: string
  closed: string
  choose: string
  fileHint: string
  errors: Record<string, string>
}

type Props = {
  formId: number
  /** The contact form keeps its short ids and thank-you anchor (lib/forms/form-state.ts). */
  siteForm?: SiteForm | null
  title: string
  fields: FormFieldDefinition[]
  submitLabel: string
  confirmation: string
  copy: BuiltFormCopy
  countryOptions: readonly CountryOption[]
  action: FormAction
  /** The page's own address in its language: where the form posts before hydration. */
  permalink: string
  /** The consent links, drawn on the server. */
  consentLinks: Record<string, ReactNode>
  /** A line above the button, drawn on the server (the contact form's privacy note). */
  note?: ReactNode
}

/**
 * A form staff built, drawn from its definition: a real <form> posting to a
 * server action, so it works without JavaScript (the page comes back with
 * the answers kept and each problem under its field); with JavaScript the
 * same rules run before sending.
 */
export function BuiltForm(props: Props) {
  const { formId, fields, copy: t } = props
  const { state, formAction, pending, submit, successRef, tokenInput } = useBuiltForm(
    fields,
    props.action,
    props.permalink,
  )
  const formRef = useRef<HTMLFormElement>(null)
  const keepFile = useKeptFiles(formRef, state)
  const values = state.status === 'success' ? {} : state.values
  const addressed = { id: formId, siteForm: props.siteForm }
  const idOf = (name: string) => `${fieldIdPrefix(addressed)}${name}`
  const errorOf = (field: FormFieldDefinition) => {
    const code = state.errors[field.name]
    return code ? fieldErrorText(field, code, t.errors, t.invalid) : undefined
  }
  const invalid = fields.filter((field) => state.errors[field.name])
  const success = props.confirmation || t.success

  return (
    <form
      key={state.answeredAt}
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      onChange={keepFile}
      noValidate
      className="flex flex-col gap-5"
      aria-label={props.title || undefined}
      aria-describedby={`f${formId}-required-note`}
    >
      <FormAnswer
        status={state.status}
        copy={t}
        success={success}
        anchor={sentAnchor(addressed)}
        successRef={successRef}
        problems={invalid.map((field) => ({
          id: idOf(field.name),
          label: field.label,
          text: errorOf(field) ?? t.invalid,
        }))}
      />
      <p id={`f${formId}-required-note`} className="text-sm text-muted">
        {t.requiredNote}
      </p>
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{props.title}</legend>
        {fields.map((field) => (
          <div
            key={field.name}
            className={
              field.kind === 'textarea' ||
              field.kind === 'checkboxes' ||
              field.kind === 'consent' ||
              field.kind === 'phone' ||
              field.kind === 'file'
                ? 'sm:col-span-2'
                : undefined
            }
          >
            <FieldControl
              field={field}
              id={idOf(field.name)}
              value={values[field.name]}
              country={values[`${field.name}__country`]}
              error={errorOf(field)}
              autoFocus={field === invalid[0]}
              copy={t}
              countryOptions={props.countryOptions}
              inputClass={inputClass}
              consentLink={props.consentLinks[field.name]}
            />
          </div>
        ))}
        <input ref={tokenInput} type="hidden" name={TOKEN_FIELD} defaultValue="" />
        <HoneypotField label={t.honeypot} id={idOf(HONEYPOT_FIELD)} />
        {props.note ? <p className="text-sm text-muted sm:col-span-2">{props.note}</p> : null}
        <div className="sm:col-span-2">
          <SendButton
            pending={pending}
            copy={{ send: props.submitLabel || t.send, sending: t.sending }}
          />
        </div>
      </fieldset>
    </form>
  )
}
