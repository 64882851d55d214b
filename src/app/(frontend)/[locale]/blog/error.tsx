'use client'

import { RotateCw } from 'lucide-react'
import { usePathname, useRouter } from 'next/navigation'
import { startTransition } from 'react'

import { Button } from '@/components/Button'
import { PageHeroFrame } from '@/components/PageHeroFrame'
import { localizePath, PAGES } from '@/lib/routes'
import { useBlogBoundaryCopy } from '@/sections/blog/BoundaryCopy'
import { PostMissingView } from '@/sections/blog/PostMissingView'

/**
 * The blog's one error boundary, for the list and for a post. One file on
 * purpose: a boundary in the post's own folder is code the list would fetch
 * for every post link it prefetches (~9 KB of duplicated chunks).
 *
 * - A post that fails to load (docs/PRODUCT.md, Blog post) shows "Blog post
 *   not found", the message or "Post not found", and the way back.
 * - The list (docs/PRODUCT.md, Blog list) shows "Error loading blog posts", the
 *   message (or "An error occurred" when the server hides it) and Retry, which
 *   fetches the page again.
 */
export default function BlogError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const copy = useBlogBoundaryCopy()
  const router = useRouter()
  const listPath = localizePath(PAGES.blog.path, copy.locale)
  const onPost = usePathname().replace(/\/$/, '') !== listPath
  // Server errors reach the browser with a digest and a generic message: the fallback text then.
  const shown = !error.digest && error.message ? error.message : undefined
  if (onPost)
    return (
      <PostMissingView
        alert
        title={copy.post.notFoundTitle}
        message={shown ?? copy.post.notFoundMessage}
        backHref={listPath}
        backLabel={copy.post.backToList}
      />
    )
  const t = copy.list
  return (
    <main id="main" className="flex min-h-[75vh] flex-col">
      <div role="alert" className="flex flex-1 flex-col">
        <PageHeroFrame
          size="compact"
          className="flex flex-1 flex-col justify-center"
          title={t.errorTitle}
          lead={<p>{shown ?? t.errorFallback}</p>}
          actions={
            <Button
              onDark
              onClick={() =>
                startTransition(() => {
                  router.refresh()
                  reset()
                })
              }
            >
              <RotateCw aria-hidden="true" className="size-4" />
              {t.retry}
            </Button>
          }
        />
      </div>
    </main>
  )
}
