'use client'

import { RotateCw } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { startTransition } from 'react'

import { Button } from '@/components/Button'
import { PageHero } from '@/components/PageHero'
import { useBlogBoundaryCopy } from '@/sections/blog/BoundaryCopy'

/**
 * The blog list failure (docs/PRODUCT.md, Blog list): "Error loading blog posts", the message (or "An
 * error occurred" when the server hides it) and Retry, which fetches the page again.
 */
export default function BlogError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useBlogBoundaryCopy().list
  const router = useRouter()
  // Server errors reach the browser with a digest and a generic message: the fallback text then.
  const message = !error.digest && error.message ? error.message : t.errorFallback
  return (
    <main id="main" className="flex min-h-[75vh] flex-col">
      <div role="alert" className="flex flex-1 flex-col">
        <PageHero
          size="compact"
          className="flex flex-1 flex-col justify-center"
          title={t.errorTitle}
          lead={<p>{message}</p>}
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
