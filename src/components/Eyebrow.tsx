import type { ReactNode } from 'react'

/** The small capitalised line above a section title (in brand colour, lighter on dark bands). */
export function Eyebrow({ children, onDark = false }: { children: ReactNode; onDark?: boolean }) {
  return (
    <p
      className={`text-sm font-bold tracking-[0.08em] uppercase rtl:text-[15px] rtl:tracking-normal rtl:normal-case ${onDark ? 'text-brand-soft' : 'text-brand'}`}
    >
      {children}
    </p>
  )
}
