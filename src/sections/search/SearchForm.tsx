import { Search } from 'lucide-react'

import { QUERY_MAX } from '@/lib/search/engine'

export const SEARCH_PATH = '/search'

const LOOKS = {
  // Over the dark hero, and on the header's white once the page scrolls.
  header:
    'border-white/35 bg-white/10 text-white placeholder:text-white/75 group-data-[solid]/header:border-slate-300 group-data-[solid]/header:bg-white group-data-[solid]/header:text-ink group-data-[solid]/header:placeholder:text-slate-500',
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
  /** Unique on the page: the header's and the menu's forms are both in it. */
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
