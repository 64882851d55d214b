import type { Locale } from '@/i18n/routing'
import { NotFoundSignal } from '@/sections/blog/NotFoundSignal'
import { NotFoundView } from './NotFoundView'

/**
 * A route's answer for an address it has no page for: the site's 404 view in
 * the server HTML, and HTTP 404 (see NotFoundSignal).
 */
export function NotFoundAnswer({ locale }: { locale: Locale }) {
  return (
    <>
      <NotFoundView locale={locale} />
      <NotFoundSignal />
    </>
  )
}
