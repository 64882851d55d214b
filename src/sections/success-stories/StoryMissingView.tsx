import type { ReactNode } from 'react'

import { PageHeroFrame } from '@/components/PageHeroFrame'

/**
 * Success-story states without a story (docs/PRODUCT.md, Success story pages): "Story Not Found" (unknown or
 * inactive slug) and "Oops! Something went wrong" (a failed read, with Go
 * Back). Markup only, so the server not-found page and the client error
 * boundary share it.
 */
export function StoryMissingView({
  title,
  message,
  action,
  alert = false,
}: {
  title: string
  message: string
  action: ReactNode
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
          actions={action}
        />
      </div>
    </main>
  )
}
