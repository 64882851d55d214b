import { PAGES } from '@/lib/routes'

/**
 * The blog list in pages of twelve, at `/blog` (the first) and
 * `/blog/page/{n}` (the rest), and a topic's list the same way under
 * `/blog/topics/<slug>`. Path segments rather than `?page=`: every list
 * page stays a static, cached page of its own, and the crawl reaches each by a
 * plain link. Kept free of Payload and React so unit tests pin it down.
 */
export const BLOG_PAGE_SIZE = 12

/** A list's page: the list itself for the first, `<list>/page/<n>` for the rest. */
export const listPagePath = (listPath: string, page: number) =>
  page <= 1 ? listPath : `${listPath}/page/${page}`

export const blogListPath = (page: number) => listPagePath(PAGES.blog.path, page)

/** What `/blog/page/{segment}` asks for: a page, an address to send to instead, or nothing. */
export type ListPageAddress =
  { kind: 'page'; page: number } | { kind: 'redirect'; page: number } | { kind: 'invalid' }

/** Page numbers past this are refused before any read: no list is that long. */
const MAX_PAGE = 100_000

export function parseListPage(segment: string): ListPageAddress {
  if (!/^\d{1,6}$/.test(segment)) return { kind: 'invalid' }
  const page = Number(segment)
  if (page < 1 || page > MAX_PAGE) return { kind: 'invalid' }
  // `/blog/page/1` is `/blog`, and `/blog/page/02` is `/blog/page/2`: one address per page.
  if (page === 1 || String(page) !== segment) return { kind: 'redirect', page }
  return { kind: 'page', page }
}

export type ListPage<T> = { items: T[]; page: number; pageCount: number }

/** One page of a list; null for a page past the last (the first page of an empty list exists). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = BLOG_PAGE_SIZE,
): ListPage<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null
  return { items: items.slice((page - 1) * size, page * size), page, pageCount }
}

/**
 * The numbers a pager shows: all of them up to seven pages, else the first,
 * the last and the current page with its neighbours, gaps marked `null`.
 */
export function pagerNumbers(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1)
  const shown = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount),
  )
  const sorted = [...shown].sort((a, b) => a - b)
  const numbers: (number | null)[] = []
  for (const n of sorted) {
    const last = numbers[numbers.length - 1]
    if (typeof last === 'number' && n - last === 2) numbers.push(last + 1)
    else if (typeof last === 'number' && n - last > 2) numbers.push(null)
    numbers.push(n)
  }
  return numbers
}
