import type { ReactNode } from 'react'

/**
 * A browser window, phone or tablet drawn around a screenshot (the site shows
 * product mock-ups instead of photographs). The screen keeps the image's own
 * aspect ratio; the frame is decoration, the image inside carries the alt text.
 */
export function DeviceFrame({
  kind = 'browser',
  children,
  address,
  tone = 'light',
  className = '',
}: {
  kind?: 'browser' | 'phone' | 'tablet'
  children: ReactNode
  /** Shown in the browser's address bar (kept left-to-right). */
  address?: string
  /** `dark` for frames sitting on a dark hero. */
  tone?: 'light' | 'dark'
  className?: string
}) {
  const dark = tone === 'dark'
  if (kind === 'browser') {
    return (
      <figure
        className={`overflow-hidden rounded-2xl border p-2.5 shadow-[0_40px_80px_rgba(0,0,0,0.25)] ${dark ? 'border-white/15 bg-[#0d2a3f]' : 'border-slate-200 bg-white'} ${className}`}
      >
        <div className="flex items-center gap-1.5 px-1.5 pb-2.5" aria-hidden="true">
          <i className={`size-2.5 rounded-full ${dark ? 'bg-white/25' : 'bg-slate-300'}`} />
          <i className={`size-2.5 rounded-full ${dark ? 'bg-white/25' : 'bg-slate-300'}`} />
          <i className={`size-2.5 rounded-full ${dark ? 'bg-white/25' : 'bg-slate-300'}`} />
          {address ? (
            <span
              dir="ltr"
              className={`ms-3 truncate rounded-md px-3 py-0.5 text-xs ${dark ? 'bg-white/10 text-white/70' : 'bg-slate-100 text-muted'}`}
            >
              {address}
            </span>
          ) : null}
        </div>
        <div className="overflow-hidden rounded-lg [&_img]:block [&_img]:h-auto [&_img]:w-full">
          {children}
        </div>
      </figure>
    )
  }
  const phone = kind === 'phone'
  return (
    <figure
      className={`relative mx-auto overflow-hidden border-[10px] shadow-[0_30px_60px_rgba(11,31,51,0.25)] ${dark ? 'border-[#0d2a3f]' : 'border-ink'} ${phone ? 'max-w-[280px] rounded-[2.5rem]' : 'max-w-[560px] rounded-[1.75rem]'} ${className}`}
    >
      {phone ? (
        <span
          aria-hidden="true"
          className="absolute inset-x-0 top-2 z-10 mx-auto h-5 w-20 rounded-full bg-ink"
        />
      ) : null}
      <div className="overflow-hidden bg-white [&_img]:block [&_img]:h-auto [&_img]:w-full">
        {children}
      </div>
    </figure>
  )
}
