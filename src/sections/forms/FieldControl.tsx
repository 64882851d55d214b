import type { ReactNode } from 'react'

import type { CountryOption } from '@/lib/contact/countries'
import { DEFAULT_COUNTRY_ISO } from '@/lib/contact/dialling-codes'
import { countryInputName, type FormFieldDefinition } from '@/lib/forms/definition'
import { acceptOf, fileTypeList, megabytesOf } from '@/lib/forms/files'
import type { FormAnswer } from '@/lib/forms/validate'
import { FieldError, RequiredMark } from './field-parts'
import { CountryOptions } from './CountryOptions'

type Props = {
  field: FormFieldDefinition
  /** The control's id (unique on the page: forms are told apart by their id). */
  id: string
  value?: FormAnswer
  country?: FormAnswer
  error?: string
  autoFocus: boolean
  copy: { optional: string; countryCode: string; choose: string; fileHint: string }
  countryOptions: readonly CountryOption[]
  inputClass: string
  consentLink?: ReactNode
}

const label = 'text-sm font-semibold text-ink'
const one = (value: FormAnswer | undefined) =>
  Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
const many = (value: FormAnswer | undefined) =>
  Array.isArray(value) ? value : value ? [value] : []

/** The input types and keyboards of the text kinds. */
const TEXT_INPUTS = {
  text: { type: 'text' },
  email: { type: 'email', dir: 'ltr', autoComplete: 'email' },
  number: { type: 'text', inputMode: 'decimal', dir: 'ltr' },
  date: { type: 'date', dir: 'ltr' },
} as const

/** Text fields the browser can fill in from the visitor's details, known by their names. */
const AUTOFILL: Record<string, string> = {
  name: 'name',
  full_name: 'name',
  company: 'organization',
}

/**
 * One field of a built form: its label with the required mark, its help, the
 * control for its kind, and its problem, tied together for screen readers.
 */
export function FieldControl({
  field,
  id,
  value,
  country,
  error,
  autoFocus,
  copy: t,
  ...rest
}: Props) {
  const required = Boolean(field.required)
  const helpId = field.help ? `${id}-help` : undefined
  // A file field always says what it takes: the kinds (kept left to right) and the size limit.
  const hintId = field.kind === 'file' ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [helpId, hintId, errorId].filter(Boolean).join(' ') || undefined
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    // The form is noValidate: the browser marks the field, the form's own rules speak.
    required: required || undefined,
    'aria-required': required || undefined,
    autoFocus: autoFocus || undefined,
  }
  const [beforeTypes, afterTypes = ''] = t.fileHint
    .replace('{max}', String(megabytesOf(field)))
    .split('{types}')
  const help = (
    <>
      {field.help ? (
        <p id={helpId} className="text-sm text-muted">
          {field.help}
        </p>
      ) : null}
      {hintId ? (
        <p id={hintId} className="text-sm text-muted">
          {beforeTypes}
          <bdi>{fileTypeList(field)}</bdi>
          {afterTypes}
        </p>
      ) : null}
    </>
  )
  const problem = <FieldError name={id} text={error} />
  const heading = (
    <>
      {field.label}
      <RequiredMark required={required} optional={t.optional} />
    </>
  )

  if (field.kind === 'choice' && field.display === 'radios')
    return (
      <OptionGroup
        type="radio"
        {...{ field, id, heading, help, problem, aria }}
        chosen={many(value)}
      />
    )
  if (field.kind === 'checkboxes')
    return (
      <OptionGroup
        type="checkbox"
        {...{ field, id, heading, help, problem, aria }}
        chosen={many(value)}
      />
    )
  if (field.kind === 'consent')
    return (
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={id}
            name={field.name}
            type="checkbox"
            value="on"
            defaultChecked={one(value) === 'on'}
            className="mt-1 size-5 shrink-0 accent-brand"
            {...aria}
          />
          <label htmlFor={id} className="text-sm text-ink">
            {field.label}
            {rest.consentLink ? <> {rest.consentLink}</> : null}
            <RequiredMark required optional={t.optional} />
          </label>
        </div>
        {help}
        {problem}
      </div>
    )

  let control: ReactNode
  const common = {
    id,
    name: field.name,
    className: rest.inputClass,
    defaultValue: one(value),
    placeholder: field.placeholder ?? undefined,
    ...aria,
  }
  if (field.kind === 'textarea')
    control = <textarea rows={4} maxLength={field.maxLength ?? 5000} {...common} />
  else if (field.kind === 'choice')
    control = (
      <select {...common}>
        <option value="">{field.placeholder || t.choose}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  else if (field.kind === 'file')
    // HTML cannot give a file back after a round trip: without JavaScript the visitor chooses it
    // again; with it, use-kept-files.ts puts it back.
    control = (
      <input
        id={id}
        name={field.name}
        type="file"
        accept={acceptOf(field)}
        className={`${rest.inputClass} file:me-3 file:rounded-full file:border-0 file:bg-brand/10 file:px-4 file:py-1.5 file:font-semibold file:text-brand`}
        {...aria}
      />
    )
  else if (field.kind === 'phone')
    control = (
      <div className="flex gap-2" dir="ltr">
        <select
          name={countryInputName(field.name)}
          aria-label={t.countryCode}
          defaultValue={one(country) || DEFAULT_COUNTRY_ISO}
          className={`${rest.inputClass} w-auto max-w-[11rem]`}
        >
          <CountryOptions options={rest.countryOptions} />
        </select>
        <input type="text" inputMode="tel" autoComplete="tel-national" maxLength={20} {...common} />
      </div>
    )
  else {
    const kind = TEXT_INPUTS[field.kind as keyof typeof TEXT_INPUTS] ?? TEXT_INPUTS.text
    const maxLength =
      field.kind === 'text' || field.kind === 'email' ? (field.maxLength ?? undefined) : undefined
    const autofill = field.kind === 'text' ? AUTOFILL[field.name] : undefined
    control = <input {...kind} autoComplete={autofill} maxLength={maxLength} {...common} />
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={label}>
        {heading}
      </label>
      {help}
      {control}
      {problem}
    </div>
  )
}

/** Radio buttons or checkboxes: a group named by its legend, each option with its own label. */
function OptionGroup({
  type,
  field,
  id,
  heading,
  help,
  problem,
  aria,
  chosen,
}: {
  type: 'radio' | 'checkbox'
  field: FormFieldDefinition
  id: string
  heading: ReactNode
  help: ReactNode
  problem: ReactNode
  aria: Record<string, unknown>
  chosen: string[]
}) {
  const { autoFocus, ...groupAria } = aria
  return (
    <fieldset
      id={id}
      className="flex flex-col gap-1.5"
      aria-describedby={groupAria['aria-describedby'] as string | undefined}
    >
      <legend className={`${label} mb-1.5`}>{heading}</legend>
      {help}
      <div className="flex flex-col gap-2">
        {(field.options ?? []).map((option, index) => (
          <label key={option.value} className="flex items-center gap-3 text-ink">
            <input
              type={type}
              name={field.name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              aria-invalid={groupAria['aria-invalid'] as boolean | undefined}
              autoFocus={index === 0 && Boolean(autoFocus)}
              className="size-5 shrink-0 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
      {problem}
    </fieldset>
  )
}
