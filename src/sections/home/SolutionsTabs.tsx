'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { useHydratedMarker } from './hooks'
import { wrapIndex } from './slider'

/**
 * The solutions tabs (docs/PRODUCT.md, Home page): real ARIA tabs with automatic activation.
 * Arrow keys move between tabs (mirrored right to left in Arabic: → goes
 * back), Home and End jump to the ends. The panels are rendered on the
 * server and passed in; this only decides which one shows.
 */
export function SolutionsTabs({
  tabs,
  panels,
  label,
  rtl,
}: {
  tabs: { id: string; label: string }[]
  panels: ReactNode[]
  label: string
  rtl: boolean
}) {
  const [selected, setSelected] = useState(0)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const base = useId()
  const listRef = useRef<HTMLDivElement>(null)
  useHydratedMarker(listRef)

  const select = (index: number) => {
    const next = wrapIndex(index, tabs.length)
    setSelected(next)
    refs.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    const moves: Record<string, number> = {
      [forward]: selected + 1,
      [backward]: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    select(moves[event.key])
  }

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="flex w-full gap-1 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-sm sm:inline-flex sm:w-auto"
      >
        {tabs.map((tab, index) => {
          const active = index === selected
          return (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
              className={`min-h-11 flex-1 rounded-xl px-1 py-1.5 text-sm leading-snug font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-5 sm:text-[15px] ${
                active ? 'bg-brand text-white' : 'text-ink hover:bg-brand-soft/60'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={index !== selected}
          className="mt-10"
        >
          {panels[index]}
        </div>
      ))}
    </div>
  )
}
