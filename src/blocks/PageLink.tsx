import { Button } from '@/components/Button'
import type { Locale } from '@/i18n/routing'
import { localizePath, PAGES, type PageId } from '@/lib/routes'

export type PageLinkData = { label?: string | null; page?: PageId | null } | null | undefined

/** The address a page link leads to in `locale`, or null when it has no text (not shown). */
export function pageLinkHref(link: PageLinkData, locale: Locale): string | null {
  if (!link?.label?.trim()) return null
  return localizePath(PAGES[link.page ?? 'contact'].path, locale)
}

/** A page link (blocks/fields `pageLink`) as a button: on a dark band unless `onDark` is false. */
export function PageLinkButton({
  link,
  locale,
  variant,
  onDark = true,
  className,
}: {
  link: PageLinkData
  locale: Locale
  variant?: 'secondary'
  onDark?: boolean
  className?: string
}) {
  const href = pageLinkHref(link, locale)
  if (!href) return null
  return (
    <Button href={href} onDark={onDark} arrow variant={variant} className={className}>
      {link?.label}
    </Button>
  )
}
