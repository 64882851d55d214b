import { getLocale, getTranslations } from 'next-intl/server'

import { isLocale } from '@/i18n/routing'
import { localizePath, PAGES } from '@/lib/routes'
import { PostMissingView } from '@/sections/blog/PostMissingView'

/** A missing, draft or malformed post address (spec §8), answered with HTTP 404. */
export default async function PostNotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : 'en'
  const t = await getTranslations({ locale, namespace: 'blog.post' })
  return (
    <PostMissingView
      title={t('notFoundTitle')}
      message={t('notFoundMessage')}
      backHref={localizePath(PAGES.blog.path, locale)}
      backLabel={t('backToList')}
    />
  )
}
