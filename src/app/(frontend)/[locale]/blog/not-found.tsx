'use client'

import { localizePath, PAGES } from '@/lib/routes'
import { useBlogBoundaryCopy } from '@/sections/blog/BoundaryCopy'
import { PostMissingView } from '@/sections/blog/PostMissingView'

/**
 * A missing, draft or malformed post address, answered with HTTP
 * 404. The page renders the same view into the server HTML; this boundary
 * shows it in the browser. A client component: not-found files get no params,
 * and reading the locale on the server here would make the route dynamic.
 * It sits beside the blog layout, not in the post's folder, for the reason
 * given in error.tsx; only the post page calls notFound().
 */
export default function PostNotFound() {
  const { locale, post: t } = useBlogBoundaryCopy()
  return (
    <PostMissingView
      title={t.notFoundTitle}
      message={t.notFoundMessage}
      backHref={localizePath(PAGES.blog.path, locale)}
      backLabel={t.backToList}
    />
  )
}
