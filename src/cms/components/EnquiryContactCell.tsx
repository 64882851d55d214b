'use client'

import { contactHref, contactKind } from './contact-links'

/**
 * An enquiry's e-mail or phone in the admin list: a mailto:/tel: link, always
 * left to right (a number such as "+965 2220 4400" must not turn around in the
 * Arabic admin).
 */
export default function EnquiryContactCell({
  cellData,
  field,
}: {
  cellData?: unknown
  field?: { name?: string }
}) {
  const text = typeof cellData === 'string' ? cellData : ''
  const href = contactHref(contactKind(field?.name), text)
  if (!href) return <span dir="ltr">{text}</span>
  return (
    <a href={href} dir="ltr" className="enquiry-contact-link">
      {text}
    </a>
  )
}
