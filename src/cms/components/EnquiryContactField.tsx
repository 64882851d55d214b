'use client'

import { FieldLabel, useField } from '@payloadcms/ui'

import { contactHref, contactKind } from './contact-links'

type Props = { path?: string; field: { name: string; label?: unknown } }

/**
 * An enquiry's e-mail or phone on the enquiry itself: what the visitor sent,
 * read-only, as a link to write or call back, left to right in both admin
 * languages.
 */
export default function EnquiryContactField({ field, path }: Props) {
  const { value } = useField<string>({ path: path ?? field.name })
  const text = typeof value === 'string' ? value : ''
  const href = contactHref(contactKind(field.name), text)
  return (
    <div className="field-type enquiry-contact-field">
      <FieldLabel label={field.label as never} path={path ?? field.name} />
      <div className="enquiry-contact-field__value">
        {href ? (
          <a href={href} dir="ltr" className="enquiry-contact-link" data-field={field.name}>
            {text}
          </a>
        ) : (
          <span dir="ltr">{text}</span>
        )}
      </div>
    </div>
  )
}
