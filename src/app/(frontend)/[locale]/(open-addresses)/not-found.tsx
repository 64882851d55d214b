import { getLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/routing'
import { NotFoundView } from '@/blocks/pages/NotFoundView'

/**
 * notFound() from a route of this group (an unknown address or service slug):
 * the site's 404 inside the shell, as the browser shows it once the page's
 * own server-rendered view has signalled the 404 (blocks/pages/NotFoundAnswer).
 */
export default async function NotFound() {
  const locale = await getLocale()
  return <NotFoundView locale={isLocale(locale) ? locale : 'en'} />
}
