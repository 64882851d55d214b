import type { ReactNode } from 'react'

import { PageHeroFrame } from '@/components/PageHeroFrame'

/**
 * A page standing in for a post or story that is missing or failed to load:
 * the title, the message and one way on. Markup only, so both a server
 * not-found page and a client error boundary use it; `alert` announces a
 * failure to screen readers.
 */
export function MissingPage({
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
