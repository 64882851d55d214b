'use client'

import { useLocale, useTranslations } from 'next-intl'

import { isLocale } from '@/i18n/routing'
import { localizePath, PAGES } from '@/lib/routes'
import { PostMissingView } from '@/sections/blog/PostMissingView'

/** Spec §8: a post that fails to load shows "Blog post not found", the message or "Post not found", and the way back. */
export default function PostError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('blog.post')
  const requested = useLocale()
  const locale = isLocale(requested) ? requested : 'en'
  const message = !error.digest && error.message ? error.message : t('notFoundMessage')
  return (
    <PostMissingView
      alert
      title={t('notFoundTitle')}
      message={message}
      backHref={localizePath(PAGES.blog.path, locale)}
      backLabel={t('backToList')}
    />
  )
}
