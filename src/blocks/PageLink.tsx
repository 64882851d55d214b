import type { ReactNode } from 'react'

import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/Button'
import type { Locale } from '@/i18n/routing'
import type { ButtonAddress } from '@/lib/navigation/links'

/** A block's button as the page's read hands it over (lib/data/pages.ts resolves its address). */
export type PageLinkData = { label?: string | null } | null | undefined

/** A button's words and where it leads, or null when it is not shown (no words, nowhere to go). */
export function shownButton(
  link: PageLinkData,
): { label: string; href: string; external: boolean } | null {
  const label = link?.label?.trim()
  const { href, external } = (link ?? {}) as Partial<ButtonAddress>
  return label && href ? { label, href, external: external === true } : null
}

/**
 * A block's button (blocks/fields `pageLink`): on a dark band unless `onDark`
 * is false. One that leaves the site opens in a new tab and says so.
 */
export async function PageLinkButton({
  link,
  locale,
  variant,
  onDark = true,
  className,
  children,
}: {
  link: PageLinkData
  locale: Locale
  variant?: 'secondary'
  onDark?: boolean
  className?: string
  /** Read after the words (a screen reader's "…: Websites"). */
  children?: ReactNode
}) {
  const button = shownButton(link)
  if (!button) return null
  const newTab = button.external
    ? (await getTranslations({ locale, namespace: 'blocks.button' }))('newTab')
    : undefined
  return (
    <Button
      href={button.href}
      external={button.external}
      newTabLabel={newTab}
      onDark={onDark}
      arrow
      variant={variant}
      className={className}
    >
      {button.label}
      {children}
    </Button>
  )
}
