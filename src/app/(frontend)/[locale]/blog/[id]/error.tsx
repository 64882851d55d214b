'use client'

import { localizePath, PAGES } from '@/lib/routes'
import { useBlogBoundaryCopy } from '@/sections/blog/BoundaryCopy'
import { PostMissingView } from '@/sections/blog/PostMissingView'

/** A post that fails to load (docs/PRODUCT.md, Blog post) shows "Blog post not found", the message or "Post not found", and the way back. */
export default function PostError({ error }: { error: Error & { digest?: string } }) {
  const { locale, post: t } = useBlogBoundaryCopy()
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
