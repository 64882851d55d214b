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
  type SyntheticEvent,
} from 'react'

import { splitLocalePath } from '@/lib/routes'

/** The header turns white once the page has scrolled more than 50 px. */
export const SOLID_AFTER_PX = 50
const HOVER_CLOSE_DELAY_MS = 150
const DESKTOP_QUERY = '(min-width: 64rem)'

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The header's behaviour, apart from what it draws: scroll state, which menu is open and every
 * handler that opens or closes one (see HeaderFrame for the rules they follow).
 */
export function useHeaderMenus() {
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

  const toggleMobile = (event: MouseEvent) => {
    event.preventDefault()
    setOpenMenu(null)
    setMobileOpen((open) => !open)
  }

  return {
    headerRef,
    mobileButtonRef,
    triggerRefs,
    baseId,
    solid,
    openMenu,
    mobileOpen,
    isCurrent,
    inSection,
    onHeaderKeyDown,
    onPanelClick,
    onMenuKeyDown,
    onMenuBlur,
    onMenuPointerEnter,
    onMenuPointerLeave,
    onTriggerClick,
    syncToggle,
    onMobileBlur,
    syncMobileToggle,
    toggleMobile,
  }
}

export type HeaderMenus = ReturnType<typeof useHeaderMenus>
