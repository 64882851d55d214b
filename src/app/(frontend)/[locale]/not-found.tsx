import { getLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/routing'
import { NotFoundView } from '@/blocks/pages/NotFoundView'

/** notFound() thrown by a page of this tree (an unknown slug or id): the site's 404 inside the shell. */
export default async function NotFound() {
  const locale = await getLocale()
  return <NotFoundView locale={isLocale(locale) ? locale : 'en'} />
}
