import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/Button'
import type { Locale } from '@/i18n/routing'

/**
 * A link leaving the site (a client's live site, an app, a product): opens in
 * a new tab with rel="noopener", says so to screen readers, and names what it
 * opens ("Visit site: Al Noor Trading") so several on a page stay distinct.
 */
export async function ExternalButton({
  href,
  label,
  name,
  locale,
  variant = 'secondary',
}: {
  href: string
  label: string
  /** What the link opens, read after the label by screen readers. */
  name: string
  locale: Locale
  variant?: 'secondary' | 'ghost'
}) {
  const t = await getTranslations({ locale, namespace: 'servicePages.common' })
  return (
    <Button
      href={href}
      external
      newTabLabel={t('newTab')}
      variant={variant}
      size="sm"
      arrow
      className={variant === 'ghost' ? 'text-[15px]' : ''}
    >
      {label}
      <span className="sr-only">: {name}</span>
    </Button>
  )
}
