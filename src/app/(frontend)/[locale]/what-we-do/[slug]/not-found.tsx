'use client'

import { ArrowRight } from 'lucide-react'

import { buttonClass } from '@/components/Button'
import { PageHeroFrame } from '@/components/PageHeroFrame'
import { usePageLocale } from '@/i18n/use-page-locale'
import { localizePath } from '@/lib/routes'
import { notFound } from '@/seed/pages/not-found'
import { inLocale } from '@/seed/service-pages/types'

type Copy = { eyebrow?: string; title: string; message?: string; home: string }

/**
 * A service address no published service has, answered with HTTP 404. The
 * page renders the site's 404 view (its CMS copy) into the server HTML; this
 * boundary shows the same in the browser. A client component: not-found files
 * get no params, and reading the locale on the server here would make the
 * route dynamic, so it has the 404's copy as first published (the seed).
 */
export default function ServiceNotFound() {
  const locale = usePageLocale()
  const t = inLocale(notFound[0], locale) as Copy
  return (
    <main id="main" className="flex min-h-[75vh] flex-col">
      <PageHeroFrame
        size="compact"
        className="flex flex-1 flex-col justify-center"
        eyebrow={t.eyebrow}
        title={t.title}
        lead={<p>{t.message}</p>}
        actions={
          <a
            href={localizePath('/', locale)}
            className={buttonClass({ variant: 'primary', onDark: true })}
          >
            {t.home}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </a>
        }
      />
    </main>
  )
}
