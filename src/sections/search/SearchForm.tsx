import { Search } from 'lucide-react'

import { QUERY_MAX } from '@/lib/search/engine'

export const SEARCH_PATH = '/search'

const LOOKS = {
  menu: 'border-slate-300 bg-white text-ink placeholder:text-slate-500',
  page: 'border-slate-300 bg-white text-ink placeholder:text-slate-500 text-lg min-h-13',
} as const

/**
 * The site search as a plain form (GET /search?q=…): it works before and
 * without JavaScript and adds none to the pages it sits on.
 */
export function SearchForm({
  action,
  look,
  id,
  labels,
  query = '',
  className = '',
}: {
  /** The search page in the page's language: `/search` or `/ar/search`. */
  action: string
  look: keyof typeof LOOKS
  /** Unique on the page: the header's, the menu's and the search page's forms. */
  id: string
  labels: { label: string; placeholder: string; submit: string }
  query?: string
  className?: string
}) {
  return (
    <form
      role="search"
      aria-label={labels.label}
      action={action}
      method="get"
      className={className}
    >
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          {labels.label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={QUERY_MAX}
          placeholder={labels.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={`min-h-11 w-full rounded-[10px] border ps-4 pe-12 text-[15px] ${LOOKS[look]}`}
        />
        <button
          type="submit"
          aria-label={labels.submit}
          className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-[10px]"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </div>
    </form>
  )
}

/**
 * The header's search on wide screens: a search button's size at rest, so the
 * navigation keeps its room (a box beside it overflowed the English row by
 * 39 px at full width), opening over the navigation into a box while focus is
 * in it, with CSS alone. A click on the icon focuses the box; once open, the
 * icon submits, as Enter does.
 */
export function HeaderSearchForm({
  action,
  labels,
  className = '',
}: {
  action: string
  labels: { label: string; placeholder: string; submit: string }
  className?: string
}) {
  return (
    <form
      role="search"
      aria-label={labels.label}
      action={action}
      method="get"
      className={`group/search relative size-11 shrink-0 ${className}`}
    >
      <label htmlFor="site-search" className="sr-only">
        {labels.label}
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        maxLength={QUERY_MAX}
        placeholder={labels.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="absolute end-0 top-0 z-10 h-11 w-11 cursor-pointer rounded-[10px] border border-transparent bg-transparent p-0 text-[15px] text-transparent group-focus-within/search:ps-4 group-focus-within/search:pe-12 transition-[width,background-color] duration-200 placeholder:text-transparent group-focus-within/search:w-72 group-focus-within/search:cursor-text group-focus-within/search:border-slate-300 group-focus-within/search:bg-white group-focus-within/search:text-ink group-focus-within/search:placeholder:text-slate-500 motion-reduce:transition-none"
      />
      <button
        type="submit"
        aria-label={labels.submit}
        className="pointer-events-none absolute end-0 top-0 z-20 grid size-11 place-items-center rounded-[10px] group-focus-within/search:pointer-events-auto group-focus-within/search:text-ink"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  )
}
