import type { MenuLink } from '@/lib/navigation/links'
import { MenuAnchor } from './MenuAnchor'

const COLUMNS = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' } as const

/** A dropdown staff built, desktop: its links in one to three columns. */
export function LinksMenu({
  links,
  columns,
  newTab,
}: {
  links: MenuLink[]
  columns: 1 | 2 | 3
  newTab: string
}) {
  return (
    <div className="rounded-2xl bg-white p-3 shadow-[0_24px_60px_rgba(11,31,51,0.18)] ring-1 ring-slate-900/5">
      <ul className={`grid gap-1 ${COLUMNS[columns]}`}>
        {links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <MenuAnchor
              link={link}
              newTab={newTab}
              className="flex min-h-11 items-center gap-1.5 rounded-xl px-3 py-2 text-[15px] leading-snug font-semibold text-ink transition-colors hover:bg-surface hover:text-brand-strong"
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The same dropdown inside the mobile menu: one column. */
export function LinksMenuMobile({ links, newTab }: { links: MenuLink[]; newTab: string }) {
  return (
    <ul className="space-y-1">
      {links.map((link, index) => (
        <li key={`${link.href}-${index}`}>
          <MenuAnchor
            link={link}
            newTab={newTab}
            className="flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-[15px] font-medium text-ink hover:bg-surface"
          />
        </li>
      ))}
    </ul>
  )
}
