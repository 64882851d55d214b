import { ChevronDown, Menu, X } from 'lucide-react'
import type { ReactNode } from 'react'

import type { MenuLink } from '@/lib/navigation/links'
import type { HeaderItem } from './header-item'
import { MenuAnchor } from './MenuAnchor'
import type { HeaderMenus } from './use-header-menus'

/** The narrow-screen menu: a button that opens a sheet with every link, each dropdown a group. */
export function MobileMenu({
  items,
  label,
  newTab,
  cta,
  search,
  menus,
}: {
  items: HeaderItem[]
  label: string
  newTab: string
  cta: MenuLink | null
  search: ReactNode
  menus: HeaderMenus
}) {
  const {
    baseId,
    mobileOpen,
    mobileButtonRef,
    isCurrent,
    syncMobileToggle,
    toggleMobile,
    onMobileBlur,
    onPanelClick,
  } = menus
  return (
    <details
      data-menu="mobile"
      open={mobileOpen}
      onToggle={syncMobileToggle}
      className="group/mobile lg:hidden"
    >
      <summary
        ref={mobileButtonRef}
        aria-label={label}
        onClick={toggleMobile}
        className="-me-2 grid size-11 cursor-pointer list-none place-items-center rounded-lg [&::-webkit-details-marker]:hidden"
      >
        <Menu aria-hidden="true" className="size-6 group-open/mobile:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open/mobile:block" />
      </summary>
      <div
        id={`${baseId}-mobile`}
        onBlur={onMobileBlur}
        onClick={onPanelClick}
        className="fixed inset-x-0 top-18 bottom-0 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white text-ink"
      >
        <div className="mx-auto max-w-xl px-4 pt-4 sm:px-6">{search}</div>
        <nav aria-label={label} className="mx-auto max-w-xl px-4 pt-3 pb-10 sm:px-6">
          <ul className="divide-y divide-slate-100">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.id}>
                  <MenuAnchor
                    link={item.link}
                    newTab={newTab}
                    current={!item.link.external && isCurrent(item.link.href)}
                    className="flex min-h-13 items-center gap-1.5 text-lg font-semibold text-ink aria-[current=page]:text-brand"
                  />
                </li>
              ) : (
                <li key={item.id}>
                  {/* The browser keeps each group's state: nothing to add with JavaScript. */}
                  <details className="group/group">
                    <summary className="flex min-h-13 w-full cursor-pointer list-none items-center justify-between text-start text-lg font-semibold text-ink [&::-webkit-details-marker]:hidden">
                      {item.label}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 text-muted transition-transform duration-200 group-open/group:rotate-180"
                      />
                    </summary>
                    <div id={`${baseId}-mobile-${item.id}`} className="pb-4">
                      {item.mobilePanel}
                    </div>
                  </details>
                </li>
              ),
            )}
          </ul>
          {cta ? (
            <MenuAnchor
              link={cta}
              newTab={newTab}
              className="mt-6 flex min-h-12 items-center justify-center gap-1.5 rounded-[10px] bg-brand px-5 font-semibold text-white hover:bg-brand-strong"
            />
          ) : null}
        </nav>
      </div>
    </details>
  )
}
