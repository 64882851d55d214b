import { createTranslator } from 'next-intl'
import Link from 'next/link'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'
import { phoneText, telHref } from '@/lib/phone'

/**
 * The company facts the policy's text names by placeholder, filled from the
 * site settings so they are written once: {company} {cr} {kuwaitAddress}
 * {abuDhabiAddress} {email} {phone}.
 */
export const PLACEHOLDERS = [
  'company',
  'cr',
  'kuwaitAddress',
  'abuDhabiAddress',
  'email',
  'phone',
] as const

export type PolicyPlaceholder = (typeof PLACEHOLDERS)[number]

export type PolicyValues = Record<PolicyPlaceholder, string>

/** The addresses the text's link tags lead to. */
export type PolicyLinks = {
  /** The contact page in the visitor's language (<contact>…</contact>). */
  contact: string
  /** The map provider's privacy policy (<osm>…</osm>). */
  maps: string
  /** How many sections the policy has (<ref1>…</ref1> … <refN>…</refN>). */
  sections: number
}

/** `section-1` … `section-n`, the same in both languages. */
export const sectionAnchor = (index: number) => `section-${index + 1}`

const link = 'font-medium text-brand underline underline-offset-2 hover:text-brand-strong'

/** The placeholders a message uses: `{email}` → `email`. */
export const placeholdersOf = (message: string): string[] =>
  [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1])

/** false when a placeholder of the clause has no value (site settings unreadable): the clause is left out. */
export const hasAllValues = (message: string, values: PolicyValues): boolean =>
  placeholdersOf(message).every((name) => (values[name as PolicyPlaceholder] ?? '').trim() !== '')

/**
 * Formats one ICU message of the policy with the company facts and its rich
 * tags: <email>{email}</email> and <phone>{phone}</phone> (mailto/tel links,
 * kept left to right), <contact>…</contact>, <osm>…</osm>, <code>…</code> (a
 * cookie or storage name) and <refN>…</refN> (a cross-reference to section N).
 */
export function formatPolicyText(
  locale: Locale,
  message: string,
  values: PolicyValues,
  links: PolicyLinks,
): ReactNode {
  const t = createTranslator({ locale, messages: { m: message } })
  const refs = Object.fromEntries(
    Array.from({ length: links.sections }, (_, index) => [
      `ref${index + 1}`,
      (chunks: ReactNode) => (
        <a href={`#${sectionAnchor(index)}`} className={link}>
          {chunks}
        </a>
      ),
    ]),
  )
  return t.rich('m', {
    ...values,
    ...refs,
    email: () => (
      <a href={`mailto:${values.email}`} dir="ltr" className={link}>
        {values.email}
      </a>
    ),
    phone: () => (
      <a href={telHref(values.phone)} dir="ltr" className={link}>
        {phoneText(values.phone)}
      </a>
    ),
    contact: (chunks) => (
      <Link href={links.contact} className={link}>
        {chunks}
      </Link>
    ),
    osm: (chunks) => (
      <a href={links.maps} rel="noopener" className={link}>
        {chunks}
      </a>
    ),
    code: (chunks) => (
      <code dir="ltr" className="rounded bg-surface px-1.5 py-0.5 font-mono text-[0.9em] text-ink">
        {chunks}
      </code>
    ),
  })
}
