'use client'

import { ChevronDown, Menu, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react'

import { splitLocalePath } from '@/lib/routes'

export type HeaderItem =
  | { kind: 'link'; id: string; label: string; href: string }
  | {
      kind: 'menu'
      id: string
      label: string
      /** Section of the site the menu leads into (highlights the trigger there). */
      section: string
      panel: ReactNode
      mobilePanel: ReactNode
      /** Panel width on desktop: three columns for services, two for stories. */
      width: 'wide' | 'medium'
    }

type Props = {
  brand: ReactNode
  items: HeaderItem[]
  languageToggle: ReactNode
  cta: { label: string; href: string }
  labels: { nav: string; menu: string }
}

/** The header turns white once the page has scrolled more than 50 px. */
export const SOLID_AFTER_PX = 50
const HOVER_CLOSE_DELAY_MS = 150
const DESKTOP_QUERY = '(min-width: 64rem)'

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

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
export function HeaderFrame({ brand, items, languageToggle, cta, labels }: Props) {
  const pathname = usePathname() ?? '/'
  const currentPath = splitLocalePath(pathname).path
  const [scrolled, setScrolled] = useState(false)
  const [openMenu, setOpenMenu] = useState<string | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const headerRef = useRef<HTMLElement>(null)
  const mobileButtonRef = useRef<HTMLElement>(null)
  const triggerRefs = useRef<Record<string, HTMLElement | null>>({})
  const hoverTimer = useRef<number | undefined>(undefined)
  const openedByHoverAt = useRef(0)
  const baseId = useId()
  const solid = scrolled || mobileOpen

  useEffect(() => {
    // Scripts load after the first paint (src/server/hydrate-after-paint.ts):
    // the menus answer from here on. Tests wait for this mark before clicking.
    headerRef.current?.setAttribute('data-hydrated', 'true')
    // A menu opened before the scripts arrived stays open, now under the header's control.
    const opened = headerRef.current?.querySelector<HTMLElement>('details[open][data-menu]')
    if (opened?.dataset.menu === 'mobile') setMobileOpen(true)
    else if (opened?.dataset.menu) setOpenMenu(opened.dataset.menu)
    const update = () => setScrolled(window.scrollY > SOLID_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  const closeAll = () => {
    window.clearTimeout(hoverTimer.current)
    setOpenMenu(null)
    setMobileOpen(false)
  }

  // A route change closes every menu (docs/PRODUCT.md, Header: the mobile
  // menu closes on navigation). Adjusting state while rendering, as React recommends for
  // state derived from a changed value, rather than in an effect.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpenMenu(null)
    setMobileOpen(false)
  }

  useEffect(() => {
    if (!openMenu && !mobileOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current?.contains(event.target as Node)) return
      window.clearTimeout(hoverTimer.current)
      setOpenMenu(null)
      setMobileOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openMenu, mobileOpen])

  // The mobile sheet covers the page: the page behind must not scroll, and the
  // sheet must not linger when the window grows into the desktop layout.
  useEffect(() => {
    if (!mobileOpen) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onChange = () => desktop.matches && setMobileOpen(false)
    desktop.addEventListener('change', onChange)
    return () => {
      root.style.overflow = previous
      desktop.removeEventListener('change', onChange)
    }
  }, [mobileOpen])

  const closeMenuAndFocus = (id: string) => {
    setOpenMenu(null)
    triggerRefs.current[id]?.focus()
  }

  const onMenuKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openMenu === id) {
      event.stopPropagation()
      closeMenuAndFocus(id)
    }
  }

  const onMenuBlur = (id: string) => (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (next && !event.currentTarget.contains(next) && openMenu === id) setOpenMenu(null)
  }

  const onMenuPointerEnter = (id: string) => (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(hoverTimer.current)
    if (openMenu !== id) {
      openedByHoverAt.current = Date.now()
      setOpenMenu(id)
    }
  }

  const onMenuPointerLeave = (id: string) => (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(hoverTimer.current)
    hoverTimer.current = window.setTimeout(
      () => setOpenMenu((current) => (current === id ? null : current)),
      HOVER_CLOSE_DELAY_MS,
    )
  }

  const onTriggerClick = (id: string) => (event: MouseEvent) => {
    // The header decides, not the browser's own toggle of the <details>.
    event.preventDefault()
    // A click right after hover opened the menu confirms it rather than closing
    // it (read from the ref: the render with the hover state may not be in yet).
    if (Date.now() - openedByHoverAt.current < 400) {
      setOpenMenu(id)
      return
    }
    setOpenMenu((current) => (current === id ? null : id))
  }

  // Following a link in a panel closes it even when the page does not change.
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a') && isPlainLeftClick(event)) closeAll()
  }

  const onHeaderKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && mobileOpen) {
      setMobileOpen(false)
      mobileButtonRef.current?.focus()
    }
  }

  const onMobileBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (mobileOpen && next && !headerRef.current?.contains(next)) setMobileOpen(false)
  }

  // The browser toggles a <details> on its own only before hydration; afterwards
  // the header opens and closes them, and these keep the state in step when the
  // browser closes one itself (another dropdown of the same name opened).
  const syncToggle = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const open = event.currentTarget.open
    setOpenMenu((current) => (open ? id : current === id ? null : current))
  }
  const syncMobileToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    setMobileOpen(event.currentTarget.open)
  }

  const isCurrent = (href: string) => splitLocalePath(href).path === currentPath
  const inSection = (section: string) =>
    currentPath === section || currentPath.startsWith(`${section}/`)

  const linkTone =
    'text-white/90 hover:text-white group-data-[solid]/header:text-ink/80 group-data-[solid]/header:hover:text-brand'
  const currentTone =
    'aria-[current=page]:text-white group-data-[solid]/header:aria-[current=page]:text-brand'

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
      <div className="relative mx-auto flex h-18 w-full max-w-[calc(1200px+4rem)] items-center gap-3 px-4 sm:gap-4 sm:px-6 lg:h-22 lg:gap-6 lg:px-8 xl:gap-8">
        {brand}

        <nav aria-label={labels.nav} className="hidden h-full lg:block">
          <ul className="flex h-full items-center gap-0.5 xl:gap-2">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.id}>
                  <Link
                    href={item.href}
                    aria-current={isCurrent(item.href) ? 'page' : undefined}
                    className={`relative inline-flex min-h-10 items-center rounded-md px-2 text-[15px] font-medium whitespace-nowrap transition-colors xl:px-2.5 ${linkTone} ${currentTone} after:absolute after:inset-x-2 after:bottom-1 after:h-0.5 after:rounded-full after:bg-current after:opacity-0 aria-[current=page]:after:opacity-100 xl:after:inset-x-2.5`}
                  >
                    {item.label}
                  </Link>
                </li>
              ) : (
                <li
                  key={item.id}
                  onKeyDown={onMenuKeyDown(item.id)}
                  onBlur={onMenuBlur(item.id)}
                  onPointerEnter={onMenuPointerEnter(item.id)}
                  onPointerLeave={onMenuPointerLeave(item.id)}
                  className="flex h-full items-center"
                >
                  {/* One name for both: without JavaScript, opening one closes the other. */}
                  <details
                    name={`${baseId}-dropdowns`}
                    data-menu={item.id}
                    open={openMenu === item.id}
                    onToggle={syncToggle(item.id)}
                    className="group/menu"
                  >
                    <summary
                      ref={(node) => {
                        triggerRefs.current[item.id] = node
                      }}
                      onClick={onTriggerClick(item.id)}
                      data-section-current={inSection(item.section) ? '' : undefined}
                      className={`inline-flex min-h-10 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-[15px] font-medium whitespace-nowrap transition-colors select-none xl:px-2.5 [&::-webkit-details-marker]:hidden ${linkTone} data-[section-current]:text-white group-data-[solid]/header:data-[section-current]:text-brand`}
                    >
                      {item.label}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-4 transition-transform duration-200 group-open/menu:rotate-180"
                      />
                    </summary>
                    <div
                      id={`${baseId}-${item.id}`}
                      onClick={onPanelClick}
                      className={`absolute inset-x-4 top-full mx-auto pt-1 text-ink sm:inset-x-6 lg:inset-x-8 ${
                        item.width === 'wide' ? 'max-w-[780px]' : 'max-w-[640px]'
                      }`}
                    >
                      {item.panel}
                    </div>
                  </details>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-2 sm:gap-3">
          {languageToggle}
          <Link
            href={cta.href}
            className="hidden min-h-11 items-center rounded-[10px] bg-white px-4 text-[15px] font-semibold whitespace-nowrap text-ink transition-colors hover:bg-brand-soft sm:inline-flex xl:px-5 group-data-[solid]/header:bg-brand group-data-[solid]/header:text-white group-data-[solid]/header:hover:bg-brand-strong"
          >
            {cta.label}
          </Link>
          <details
            data-menu="mobile"
            open={mobileOpen}
            onToggle={syncMobileToggle}
            className="group/mobile lg:hidden"
          >
            <summary
              ref={mobileButtonRef}
              aria-label={labels.menu}
              onClick={(event) => {
                event.preventDefault()
                setOpenMenu(null)
                setMobileOpen((open) => !open)
              }}
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
              <nav aria-label={labels.menu} className="mx-auto max-w-xl px-4 pt-3 pb-10 sm:px-6">
                <ul className="divide-y divide-slate-100">
                  {items.map((item) =>
                    item.kind === 'link' ? (
                      <li key={item.id}>
                        <Link
                          href={item.href}
                          aria-current={isCurrent(item.href) ? 'page' : undefined}
                          className="flex min-h-13 items-center text-lg font-semibold text-ink aria-[current=page]:text-brand"
                        >
                          {item.label}
                        </Link>
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
                <Link
                  href={cta.href}
                  className="mt-6 flex min-h-12 items-center justify-center rounded-[10px] bg-brand px-5 font-semibold text-white hover:bg-brand-strong"
                >
                  {cta.label}
                </Link>
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  )
}
