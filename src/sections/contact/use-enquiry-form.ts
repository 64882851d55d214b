'use client'

import type { Locale } from '@/i18n/routing'
import { initialContactState, type ContactFormState } from '@/lib/contact/form-state'
import { TOKEN_FIELD } from '@/lib/contact/fields'
import { validateContact } from '@/lib/contact/schema'
import { localizePath } from '@/lib/routes'
import { sendEnquiry } from './action'
import { useFormSending } from './use-form-sending'

/** What the visitor typed, kept for the answer (React's own `$` fields and the token left out). */
const typed = (data: FormData) =>
  Object.fromEntries(
    [...data.entries()].filter(
      ([key, value]) => !key.startsWith('$') && key !== TOKEN_FIELD && typeof value === 'string',
    ),
  ) as Record<string, string>

/** The enquiry form's sending (use-form-sending.ts) with the contact form's rules (lib/contact/schema.ts). */
export function useEnquiryForm(locale: Locale) {
  return useFormSending<ContactFormState>(
    sendEnquiry,
    initialContactState,
    localizePath('/contact', locale),
    (data) => {
      const values = typed(data)
      const checked = validateContact(values)
      return checked.ok
        ? null
        : { status: 'invalid', errors: checked.errors, values, answeredAt: Date.now() }
    },
    (data) => ({ status: 'error', errors: {}, values: typed(data), answeredAt: Date.now() }),
  )
}
