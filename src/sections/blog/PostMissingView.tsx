import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'

import { buttonClass } from '@/components/Button'
import { MissingPage } from '@/components/MissingPage'

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
    <MissingPage
      title={title}
      message={message}
      alert={alert}
      action={
        <Link href={backHref} className={buttonClass({ variant: 'primary', onDark: true })}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {backLabel}
        </Link>
      }
    />
  )
}
