import { createTranslator } from 'next-intl'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { OSM_PRIVACY_URL, sectionAnchor, type PolicyPlaceholder } from '@/content/privacy-policy'
import type { Locale } from '@/i18n/routing'
import { phoneText, telHref } from '@/lib/phone'

export type PolicyValues = Record<PolicyPlaceholder, string>

const link = 'font-medium text-brand underline underline-offset-2 hover:text-brand-strong'

/** The placeholders a message uses: `{email}` → `email`. */
export const placeholdersOf = (message: string): string[] =>
  [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1])

/** false when a placeholder of the clause has no value (site settings unreadable): the clause is left out. */
export const hasAllValues = (message: string, values: PolicyValues): boolean =>
  placeholdersOf(message).every((name) => (values[name as PolicyPlaceholder] ?? '').trim() !== '')

/**
 * Formats one ICU message of the policy with the company facts and the rich
 * tags described in src/content/privacy-policy.ts.
 */
export function formatPolicyText(
  locale: Locale,
  message: string,
  values: PolicyValues,
  contactHref: string,
): ReactNode {
  const t = createTranslator({ locale, messages: { m: message } })
  const refs = Object.fromEntries(
    Array.from({ length: 16 }, (_, index) => [
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
      <Link href={contactHref} className={link}>
        {chunks}
      </Link>
    ),
    osm: (chunks) => (
      <a href={OSM_PRIVACY_URL} rel="noopener" className={link}>
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
