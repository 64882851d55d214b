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
  labels: { nav: string; openMenu: string; closeMenu: string }
}

/** Spec §9: the header turns white once the page has scrolled more than 50 px. */
export const SOLID_AFTER_PX = 50
const HOVER_CLOSE_DELAY_MS = 150
const DESKTOP_QUERY = '(min-width: 64rem)'

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The interactive part of the header (spec §2): scroll state, the two
 * dropdowns, and the mobile menu with its two groups. Everything it shows is
 * rendered on the server and passed in. Dropdowns follow the disclosure
 * pattern: a real button with aria-expanded, opened by click, Enter/Space or
 * hover; Escape closes and returns focus; leaving with Tab, clicking outside
 * or navigating closes.
 */
export function HeaderFrame({ brand, items, languageToggle, cta, labels }: Props) {
  const pathname = usePathname() ?? '/'
  const currentPath = splitLocalePath(pathname).path
  const [scrolled, setScrolled] = useState(false)
  const [openMenu, setOpenMenu] = useState<string | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [mobileGroups, setMobileGroups] = useState<Record<string, boolean>>({})
  const headerRef = useRef<HTMLElement>(null)
  const mobileButtonRef = useRef<HTMLButtonElement>(null)
  const triggerRefs = useRef<Record<string, HTMLButtonElement | null>>({})
  const hoverTimer = useRef<number | undefined>(undefined)
  const openedByHoverAt = useRef(0)
  const baseId = useId()
  const solid = scrolled || mobileOpen

  useEffect(() => {
    // Scripts load after the first paint (src/server/hydrate-after-paint.ts):
    // the menus answer from here on. Tests wait for this mark before clicking.
    headerRef.current?.setAttribute('data-hydrated', 'true')
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

  // A route change closes every menu (spec §2: the mobile menu closes on
  // navigation). Adjusting state while rendering, as React recommends for
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

  const onTriggerClick = (id: string) => () => {
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
      <div className="relative mx-auto flex h-18 w-full max-w-[calc(1200px+4rem)] items-center gap-4 px-4 sm:px-6 lg:h-22 lg:gap-6 lg:px-8 xl:gap-8">
        {brand}

        <nav aria-label={labels.nav} className="hidden h-full lg:block">
          <ul className="flex h-full items-center gap-1 xl:gap-2">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.id}>
                  <Link
                    href={item.href}
                    aria-current={isCurrent(item.href) ? 'page' : undefined}
                    className={`relative inline-flex min-h-10 items-center rounded-md px-2.5 text-[15px] font-medium transition-colors ${linkTone} ${currentTone} after:absolute after:inset-x-2.5 after:bottom-1 after:h-0.5 after:rounded-full after:bg-current after:opacity-0 aria-[current=page]:after:opacity-100`}
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
                  <button
                    ref={(node) => {
                      triggerRefs.current[item.id] = node
                    }}
                    type="button"
                    aria-expanded={openMenu === item.id}
                    aria-controls={`${baseId}-${item.id}`}
                    onClick={onTriggerClick(item.id)}
                    data-section-current={inSection(item.section) ? '' : undefined}
                    className={`inline-flex min-h-10 items-center gap-1 rounded-md px-2.5 text-[15px] font-medium transition-colors ${linkTone} data-[section-current]:text-white group-data-[solid]/header:data-[section-current]:text-brand`}
                  >
                    {item.label}
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-4 transition-transform duration-200 ${openMenu === item.id ? 'rotate-180' : ''}`}
                    />
                  </button>
                  <div
                    id={`${baseId}-${item.id}`}
                    hidden={openMenu !== item.id}
                    onClick={onPanelClick}
                    className={`absolute inset-x-4 top-full mx-auto pt-1 text-ink sm:inset-x-6 lg:inset-x-8 motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:-translate-y-1 motion-safe:starting:opacity-0 ${
                      item.width === 'wide' ? 'max-w-[780px]' : 'max-w-[640px]'
                    }`}
                  >
                    {item.panel}
                  </div>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-2 sm:gap-3">
          {languageToggle}
          <Link
            href={cta.href}
            className="hidden min-h-11 items-center rounded-[10px] bg-white px-5 text-[15px] font-semibold text-ink transition-colors hover:bg-brand-soft sm:inline-flex group-data-[solid]/header:bg-brand group-data-[solid]/header:text-white group-data-[solid]/header:hover:bg-brand-strong"
          >
            {cta.label}
          </Link>
          <button
            ref={mobileButtonRef}
            type="button"
            aria-expanded={mobileOpen}
            aria-controls={`${baseId}-mobile`}
            aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
            onClick={() => {
              setOpenMenu(null)
              setMobileOpen((open) => !open)
            }}
            className="-me-2 grid size-11 place-items-center rounded-lg lg:hidden"
          >
            {mobileOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      <div
        id={`${baseId}-mobile`}
        hidden={!mobileOpen}
        onBlur={onMobileBlur}
        onClick={onPanelClick}
        className="fixed inset-x-0 top-18 bottom-0 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white text-ink lg:hidden"
      >
        <nav aria-label={labels.nav} className="mx-auto max-w-xl px-4 pt-3 pb-10 sm:px-6">
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
                  <button
                    type="button"
                    aria-expanded={Boolean(mobileGroups[item.id])}
                    aria-controls={`${baseId}-mobile-${item.id}`}
                    onClick={() =>
                      setMobileGroups((groups) => ({ ...groups, [item.id]: !groups[item.id] }))
                    }
                    className="flex min-h-13 w-full items-center justify-between text-start text-lg font-semibold text-ink"
                  >
                    {item.label}
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-5 text-muted transition-transform duration-200 ${mobileGroups[item.id] ? 'rotate-180' : ''}`}
                    />
                  </button>
                  <div
                    id={`${baseId}-mobile-${item.id}`}
                    hidden={!mobileGroups[item.id]}
                    className="pb-4"
                  >
                    {item.mobilePanel}
                  </div>
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
    </header>
  )
}
