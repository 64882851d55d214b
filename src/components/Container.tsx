import type { ReactNode } from 'react'

/** The 1200 px content column with the design's 16/24/32 px gutters. */
export function Container({
  children,
  className = '',
  narrow = false,
}: {
  children: ReactNode
  className?: string
  /** 800 px: long-form text (blog posts, legal text). */
  narrow?: boolean
}) {
  return (
    <div
      className={`mx-auto w-full px-4 sm:px-6 lg:px-8 ${narrow ? 'max-w-[calc(800px+4rem)]' : 'max-w-[calc(1200px+4rem)]'} ${className}`}
    >
      {children}
    </div>
  )
}
