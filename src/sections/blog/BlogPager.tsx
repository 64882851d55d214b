import { ArrowLeft, ArrowRight } from 'lucide-react'
import Link from 'next/link'

import { pagerNumbers } from './paging'

type Labels = { nav: string; previous: string; next: string; page: (page: number) => string }

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors'
const link = `${item} border-slate-200 bg-white text-ink hover:border-brand hover:text-brand-strong`

/**
 * The blog list's numbered pages: plain links (no JavaScript), the current
 * page marked for assistive technology, previous and next at the ends.
 */
export function BlogPager({
  page,
  pageCount,
  href,
  labels,
}: {
  page: number
  pageCount: number
  href: (page: number) => string
  labels: Labels
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={labels.nav} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev" className={link}>
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {pagerNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span aria-current="page" className={`${item} border-brand bg-brand text-white`}>
                  <span className="sr-only">{labels.page(number)}</span>
                  <span aria-hidden="true">{number}</span>
                </span>
              ) : (
                <Link href={href(number)} aria-label={labels.page(number)} className={link}>
                  {number}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link href={href(page + 1)} rel="next" className={link}>
              {labels.next}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
