'use client'

import { usePathname, useRouter } from 'next/navigation'
import type { MouseEvent } from 'react'

import type { Locale } from '@/i18n/routing'
import { rememberLocaleInBrowser } from '@/lib/locale-detection'
import { localizePath, splitLocalePath } from '@/lib/routes'

/**
 * "AR" on English pages, "EN" on Arabic ones: the same page in the other
 * language, keeping the query and the hash. The choice is stored (local
 * storage `i18nextLng` and the `NEXT_LOCALE` cookie) before navigating, so the
 * server and the early script agree with it from the next request on.
 */
export function LanguageToggle({
  locale,
  short,
  label,
}: {
  locale: Locale
  short: string
  /** Spoken after the visible code, e.g. "Switch to Arabic". */
  label: string
}) {
  const pathname = usePathname() ?? '/'
  const router = useRouter()
  const target: Locale = locale === 'ar' ? 'en' : 'ar'
  const href = localizePath(splitLocalePath(pathname).path, target)

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocaleInBrowser(target)
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
    if (!plain) return
    event.preventDefault()
    const params = new URLSearchParams(window.location.search)
    params.delete('lng')
    const query = params.toString()
    router.push(`${href}${query ? `?${query}` : ''}${window.location.hash}`)
  }

  return (
    <a
      href={href}
      hrefLang={target}
      onClick={onClick}
      data-testid="language-toggle"
      className="inline-flex h-9 min-w-11 items-center justify-center rounded-full border border-white/60 px-3 text-[13px] font-semibold tracking-wide text-white transition-colors hover:bg-white/10 group-data-[solid]/header:border-slate-300 group-data-[solid]/header:text-ink group-data-[solid]/header:hover:border-brand group-data-[solid]/header:hover:bg-transparent group-data-[solid]/header:hover:text-brand"
    >
      {short}
      <span className="sr-only"> – {label}</span>
    </a>
  )
}
