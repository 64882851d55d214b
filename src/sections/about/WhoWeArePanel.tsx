'use client'

import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { activeSection, createClickLock, type SectionBox } from './scroll-spy'

export type PanelItem = { id: string; label: string }

/**
 * "Who we are" (docs/PRODUCT.md, About page): a side list of real buttons and a 600 px
 * scrolling panel. A click scrolls the panel to its section and marks the
 * button `aria-current`; scrolling the panel moves the mark (rule in
 * scroll-spy.ts), except during the 1,000 ms after a click. Under 1024 px the
 * list is hidden and the sections simply stack in the page. While there is
 * more to read, the panel's foot fades out under a chevron, so text cut at
 * the edge reads as "scroll on", not as a broken box.
 */
export function WhoWeArePanel({
  items,
  listLabel,
  panelLabel,
  children,
}: {
  items: PanelItem[]
  listLabel: string
  panelLabel: string
  /** The sections, each an element whose id is an item's id. */
  children: ReactNode
}) {
  const panelRef = useRef<HTMLElement>(null)
  const lock = useRef(createClickLock())
  const [active, setActive] = useState(0)
  const [atEnd, setAtEnd] = useState(false)

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    let frame = 0
    const track = () => {
      frame = 0
      if (lock.current.isLocked(performance.now())) return
      const top = panel.getBoundingClientRect().top
      const boxes: SectionBox[] = items.map(({ id }) => {
        const rect = document.getElementById(id)?.getBoundingClientRect()
        return rect ? { top: rect.top - top, height: rect.height } : { top: 0, height: 0 }
      })
      const atEnd = panel.scrollTop + panel.clientHeight >= panel.scrollHeight - 1
      setActive((current) => activeSection(boxes, panel.clientHeight, current, atEnd))
    }
    const onScroll = () => {
      setAtEnd(panel.scrollTop + panel.clientHeight >= panel.scrollHeight - 1)
      if (!frame) frame = requestAnimationFrame(track)
    }
    panel.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      panel.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [items])

  /** `now` is the click's timestamp (same clock as performance.now()). */
  const select = (index: number, now: number) => {
    const panel = panelRef.current
    const section = document.getElementById(items[index].id)
    setActive(index)
    lock.current.lock(now)
    if (!panel || !section) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    // The panel is the sections' offset parent: align the section with the panel's padding edge.
    const top =
      index === 0 ? 0 : section.offsetTop - (parseFloat(getComputedStyle(panel).paddingTop) || 0)
    panel.scrollTo({ top, behavior: reduce ? 'instant' : 'smooth' })
  }

  return (
    <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
      <nav aria-label={listLabel} className="hidden lg:block">
        <ul className="flex flex-col gap-1 border-s-2 border-slate-200">
          {items.map((item, index) => {
            const current = index === active
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-controls="who-we-are-panel"
                  aria-current={current ? 'true' : undefined}
                  onClick={(event) => select(index, event.timeStamp)}
                  className={`-ms-0.5 block w-full border-s-2 px-5 py-3 text-start text-[17px] font-semibold transition-colors duration-200 ${
                    current
                      ? 'border-brand bg-brand-soft/60 text-ink'
                      : 'border-transparent text-muted hover:border-slate-400 hover:text-ink'
                  }`}
                >
                  {item.label}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
      <section
        ref={panelRef}
        id="who-we-are-panel"
        aria-label={panelLabel}
        // Focusable so keyboard users can scroll it with the arrow keys (it is a scroll container).
        tabIndex={0}
        data-testid="who-we-are-panel"
        className="relative flex flex-col gap-6 rounded-2xl lg:h-[600px] lg:gap-0 lg:overflow-y-auto lg:overscroll-contain lg:border lg:border-slate-200 lg:bg-white lg:p-2"
      >
        {children}
        <div
          aria-hidden="true"
          data-testid="who-we-are-more"
          className={`pointer-events-none sticky bottom-0 -mt-24 hidden h-24 shrink-0 place-items-end justify-center bg-gradient-to-t from-white via-white/85 to-transparent pb-3 transition-opacity duration-300 lg:grid ${atEnd ? 'opacity-0' : 'opacity-100'}`}
        >
          <ChevronDown className="size-6 text-brand motion-safe:animate-bounce" />
        </div>
      </section>
    </div>
  )
}
