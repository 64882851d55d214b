'use client'

import ar from '@/i18n/messages/ar/blog.json'
import en from '@/i18n/messages/en/blog.json'
import { usePageLocale } from '@/i18n/use-page-locale'
import { localizePath, PAGES } from '@/lib/routes'
import { PostMissingView } from '@/sections/blog/PostMissingView'

/** Spec §8: a post that fails to load shows "Blog post not found", the message or "Post not found", and the way back. */
export default function PostError({ error }: { error: Error & { digest?: string } }) {
  const locale = usePageLocale()
  const t = { en, ar }[locale].post
  const message = !error.digest && error.message ? error.message : t.notFoundMessage
  return (
    <PostMissingView
      alert
      title={t.notFoundTitle}
      message={message}
      backHref={localizePath(PAGES.blog.path, locale)}
      backLabel={t.backToList}
    />
  )
}
