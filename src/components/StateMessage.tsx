import { CircleAlert, Inbox, LoaderCircle, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'

export type StateKind = 'loading' | 'error' | 'empty' | 'notFound'

const ICONS = { loading: LoaderCircle, error: CircleAlert, empty: Inbox, notFound: SearchX }

/**
 * The loading / error (with retry) / empty / not-found states every page shares
 * (docs/PRODUCT.md, Not-found and error states), one look everywhere. Loading is announced politely, errors assertively; the spinner
 * stands still under reduced motion.
 */
export function StateMessage({
  kind,
  title,
  message,
  action,
  headingLevel = 2,
  className = '',
}: {
  kind: StateKind
  title?: ReactNode
  message?: ReactNode
  action?: ReactNode
  headingLevel?: 1 | 2 | 3
  className?: string
}) {
  const Glyph = ICONS[kind]
  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3'
  const role = kind === 'loading' ? 'status' : kind === 'error' ? 'alert' : undefined
  return (
    <div
      role={role}
      className={`mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center ${className}`}
    >
      <span
        className={`grid size-14 place-items-center rounded-2xl ${kind === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-soft text-brand'}`}
      >
        <Glyph
          aria-hidden="true"
          className={`size-7 ${kind === 'loading' ? 'motion-safe:animate-spin' : ''}`}
        />
      </span>
      {title ? <Heading className="mt-5 text-2xl font-bold text-ink">{title}</Heading> : null}
      {message ? <p className="mt-2 text-muted">{message}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  )
}
