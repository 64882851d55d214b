import { notFound } from 'next/navigation'
import { Suspense } from 'react'

function Throw(): never {
  notFound()
}

/**
 * Answers the request with HTTP 404 while the page's own "not found" view,
 * rendered beside it, stays in the server HTML.
 *
 * `notFound()` thrown by a page that renders on demand (a post id or story
 * slug unknown at build time) gives a 404 whose HTML body is empty: the
 * not-found view exists only in the RSC payload, so visitors without
 * JavaScript and crawlers see a blank page (next.js #62228). Thrown inside a
 * Suspense boundary instead, the prerender keeps everything outside the
 * boundary and still sets the 404 status; in the browser the boundary's error
 * reaches the route's not-found.tsx, which shows the same view.
 */
export function NotFoundSignal() {
  return (
    <Suspense fallback={null}>
      <Throw />
    </Suspense>
  )
}
