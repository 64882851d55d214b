'use client'

import { useLocale, useTranslations } from 'next-intl'

import { isLocale } from '@/i18n/routing'
import { localizePath, PAGES } from '@/lib/routes'
import { PostMissingView } from '@/sections/blog/PostMissingView'

/**
 * A missing, draft or malformed post address (spec §8), answered with HTTP
 * 404. The page renders the same view into the server HTML; this boundary
 * shows it in the browser. A client component: not-found files get no params,
 * and reading the locale on the server here would make the route dynamic.
 */
export default function PostNotFound() {
  const t = useTranslations('blog.post')
  const requested = useLocale()
  const locale = isLocale(requested) ? requested : 'en'
  return (
    <PostMissingView
      title={t('notFoundTitle')}
      message={t('notFoundMessage')}
      backHref={localizePath(PAGES.blog.path, locale)}
      backLabel={t('backToList')}
    />
  )
}
