'use client'

import { SelectField, useField, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import { NO_WEBHOOK } from '@/lib/forms/webhooks'

const NONE_LABEL = { en: 'No webhook copy', ar: 'دون نسخة إلى الويب هوك' }
const DEFAULT_LABEL = {
  en: 'Where the contact form’s copies go',
  ar: 'حيث تُرسل نسخ نموذج التواصل',
}

/**
 * The form's webhook, chosen from the names the operator set up on the server
 * (passed in from the config) rather than typed: empty is the contact form's
 * webhook, "No webhook copy" sends none. A name the server no longer has stays
 * listed so staff see what the form holds, and saving names the problem.
 */
export default function WebhookSelect(props: TextFieldClientProps & { names?: string[] }) {
  const { field, path, names = [] } = props
  const { i18n } = useTranslation()
  const { value } = useField<string>({ path: path ?? field.name })
  const listed = value && value !== NO_WEBHOOK && !names.includes(value) ? [...names, value] : names
  return (
    <SelectField
      path={path ?? field.name}
      field={{
        name: field.name,
        label: field.label,
        localized: false,
        options: [
          { value: NO_WEBHOOK, label: NONE_LABEL },
          ...listed.map((name) => ({ value: name, label: name })),
        ],
        admin: {
          ...field.admin,
          isClearable: true,
          isSortable: false,
          placeholder: i18n.language === 'ar' ? DEFAULT_LABEL.ar : DEFAULT_LABEL.en,
        },
      }}
    />
  )
}
