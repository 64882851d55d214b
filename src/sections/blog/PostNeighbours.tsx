import { ArrowLeft, ArrowRight } from 'lucide-react'
import Link from 'next/link'

import { LinkPending } from './LinkPending'

type Neighbour = { href: string; title: string }

/**
 * Previous (the newer post) and next (the older post) at the end of a post
 * (docs/PRODUCT.md, Blog post). The newest post has no previous, the oldest no next; with
 * neither, nothing is shown.
 */
export function PostNeighbours({
  previous,
  next,
  labels,
}: {
  previous: Neighbour | null
  next: Neighbour | null
  labels: { nav: string; previous: string; next: string; loading: string }
}) {
  if (!previous && !next) return null
  const card =
    'group flex h-full min-h-24 flex-col justify-center gap-1.5 rounded-2xl border border-slate-200 bg-white p-5 transition-colors hover:border-brand hover:bg-surface'
  return (
    <nav aria-label={labels.nav} className="mt-16 border-t border-slate-200 pt-10">
      <ul className="grid gap-4 sm:grid-cols-2">
        {previous ? (
          <li>
            <Link href={previous.href} rel="prev" className={card} data-neighbour="previous">
              <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand">
                <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {labels.previous}
                <LinkPending label={labels.loading} />
              </span>
              <span className="line-clamp-2 font-semibold text-ink group-hover:text-brand-strong">
                {previous.title}
              </span>
            </Link>
          </li>
        ) : null}
        {next ? (
          <li className="sm:col-start-2">
            <Link
              href={next.href}
              rel="next"
              className={`${card} items-end text-end`}
              data-neighbour="next"
            >
              <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand">
                <LinkPending label={labels.loading} />
                {labels.next}
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </span>
              <span className="line-clamp-2 font-semibold text-ink group-hover:text-brand-strong">
                {next.title}
              </span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
