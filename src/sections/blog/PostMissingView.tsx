import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'

import { buttonClass } from '@/components/Button'
import { PageHeroFrame } from '@/components/PageHeroFrame'

/**
 * A blog post that failed or is missing (docs/PRODUCT.md, Blog post): "Blog post not found", the message
 * (or "Post not found") and "Back to Blog List". Markup only, so both the
 * not-found page (server) and the error boundary (client) use it.
 */
export function PostMissingView({
  title,
  message,
  backHref,
  backLabel,
  alert = false,
}: {
  title: string
  message: string
  backHref: string
  backLabel: string
  alert?: boolean
}) {
  return (
    <main id="main" className="flex min-h-[75vh] flex-col">
      <div role={alert ? 'alert' : undefined} className="flex flex-1 flex-col">
        <PageHeroFrame
          size="compact"
          className="flex flex-1 flex-col justify-center"
          title={title}
          lead={<p>{message}</p>}
          actions={
            <Link href={backHref} className={buttonClass({ variant: 'primary', onDark: true })}>
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {backLabel}
            </Link>
          }
        />
      </div>
    </main>
  )
}
