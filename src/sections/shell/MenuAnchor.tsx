import { ArrowUpRight } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import type { MenuLink } from '@/lib/navigation/links'

/**
 * A menu link staff chose: the site's own pages through the router, another
 * website in a new tab that is not given this page (rel=noopener), said so
 * to screen readers and marked with an arrow.
 */
export function MenuAnchor({
  link,
  newTab,
  className,
  current,
  children,
}: {
  link: MenuLink
  newTab: string
  className: string
  current?: boolean
  children?: ReactNode
}) {
  if (!link.external)
    return (
      <Link href={link.href} className={className} aria-current={current ? 'page' : undefined}>
        {children ?? link.label}
      </Link>
    )
  return (
    <a href={link.href} target="_blank" rel="noopener" className={className}>
      {children ?? link.label}
      <ArrowUpRight aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
      <span className="sr-only"> ({newTab})</span>
    </a>
  )
}
