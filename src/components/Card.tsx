import type { ReactNode } from 'react'

/** A calm white card: 1 px border, 16 px radius; `interactive` lifts on hover. */
export function Card({
  children,
  className = '',
  as: Tag = 'div',
  interactive = false,
}: {
  children: ReactNode
  className?: string
  as?: 'div' | 'article' | 'li'
  interactive?: boolean
}) {
  return (
    <Tag
      className={`rounded-2xl border border-slate-200 bg-white p-6 sm:p-7 ${interactive ? 'transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5' : ''} ${className}`}
    >
      {children}
    </Tag>
  )
}
