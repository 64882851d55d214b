'use client'

import type { ReactNode } from 'react'

import type { MenuLink } from '@/lib/navigation/links'

import { DesktopNav } from './DesktopNav'
import type { HeaderItem } from './header-item'
import { MenuAnchor } from './MenuAnchor'
import { MobileMenu } from './MobileMenu'
import { useHeaderMenus } from './use-header-menus'

type Props = {
  brand: ReactNode
  items: HeaderItem[]
  languageToggle: ReactNode
  /** The search form for wide screens, and the one at the top of the mobile menu. */
  search: { header: ReactNode; menu: ReactNode }
  cta: MenuLink | null
  labels: { nav: string; menu: string; newTab: string }
}

/**
 * The interactive part of the header: scroll state, the two dropdowns, and
 * the mobile menu with its two groups. Everything it shows is rendered on the
 * server and passed in. Every menu is a <details> disclosure, so it opens
 * before the scripts arrive and without JavaScript at all (the browser
 * toggles it and exposes it as an expandable button). Once hydrated, the
 * header takes over their open state: dropdowns open by click, Enter/Space or
 * hover; Escape closes and returns focus; leaving with Tab, clicking outside
 * or navigating closes.
 */
export function HeaderFrame({ brand, items, languageToggle, search, cta, labels }: Props) {
  const menus = useHeaderMenus()
  const { headerRef, solid, onHeaderKeyDown } = menus

  return (
    <header
      ref={headerRef}
      data-solid={solid ? '' : undefined}
      onKeyDown={onHeaderKeyDown}
      className={`group/header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        solid
          ? 'bg-white text-ink shadow-[0_8px_30px_rgba(11,31,51,0.10)]'
          : 'on-dark bg-transparent text-white'
      }`}
    >
      <div className="relative mx-auto flex h-18 w-full max-w-[calc(1200px+4rem)] items-center gap-3 px-4 max-[360px]:gap-2 sm:gap-4 sm:px-6 lg:h-22 lg:gap-6 lg:px-8 lg:max-[1087px]:gap-4 lg:max-[1087px]:px-6 xl:gap-8">
        {brand}

        <DesktopNav items={items} label={labels.nav} newTab={labels.newTab} menus={menus} />

        <div className="ms-auto flex items-center gap-2 sm:gap-3 lg:max-[1087px]:gap-2">
          {search.header}
          {languageToggle}
          {cta ? (
            <MenuAnchor
              link={cta}
              newTab={labels.newTab}
              className="hidden min-h-11 items-center gap-1 rounded-[10px] bg-white px-4 text-[15px] font-semibold whitespace-nowrap text-ink transition-colors hover:bg-brand-soft sm:inline-flex lg:max-[1087px]:px-3 xl:px-5 group-data-[solid]/header:bg-brand group-data-[solid]/header:text-white group-data-[solid]/header:hover:bg-brand-strong"
            />
          ) : null}
          <MobileMenu
            items={items}
            label={labels.menu}
            newTab={labels.newTab}
            cta={cta}
            search={search.menu}
            menus={menus}
          />
        </div>
      </div>
    </header>
  )
}
