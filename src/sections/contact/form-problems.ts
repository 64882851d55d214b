import type { ContactFormState } from '@/lib/contact/form-state'
import type { ContactField } from '@/lib/contact/schema'

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

type Copy = Record<
  'name' | 'email' | 'countryCode' | 'mobile' | 'company' | 'employees' | 'subject' | 'message',
  string
> & { invalid: string; errors: Partial<Record<string, string>> }

/**
 * What an answer says about each field: its problem in words, the summary's
 * list in the order shown, and the attributes that mark a control invalid.
 */
export function formProblems(state: ContactFormState, t: Copy) {
  const error = (field: ContactField) => state.errors[field]
  const invalidFields = SHOWN_ORDER.filter((field) => error(field))
  // An unknown code (a newer server) still gets a sentence, never a raw key.
  const errorText = (field: ContactField) => {
    const code = error(field)
    return code ? (t.errors[code] ?? t.invalid) : undefined
  }
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

  return {
    labelOf,
    errorText,
    validity,
    problems: invalidFields.map((name) => ({
      name,
      label: labelOf[name],
      text: errorText(name) ?? t.invalid,
    })),
  }
}

export type FieldValidity = ReturnType<ReturnType<typeof formProblems>['validity']>
