import './globals.css'

import type { Metadata } from 'next'
import { getLocale } from 'next-intl/server'

import { fontVariables } from '@/app/fonts'
import { notFoundCopy } from '@/lib/data'
import { directionOf, isLocale, type Locale } from '@/i18n/routing'
import { pageNonce } from '@/lib/page-nonce'
import { companyName, metadataBase } from '@/lib/seo'
import { LanguageScript } from '@/sections/shell/LanguageScript'
import { NotFoundView } from '@/blocks/pages/NotFoundView'
import { SiteShell } from '@/sections/shell/SiteShell'

/**
 * Any address no route matches, in either language (`/nope`, `/ar/nope`):
 * answered with HTTP 404 and the not-found text (docs/PRODUCT.md, Not-found
 * and error states), server-rendered inside the site's shell. The language comes from the proxy, which tells /ar/… from the rest.
 */
async function requestLocale(): Promise<Locale> {
  const locale = await getLocale()
  return isLocale(locale) ? locale : 'en'
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale()
  const { title, message } = await notFoundCopy(locale)
  return {
    metadataBase: metadataBase(),
    title: `${title} · ${await companyName(locale)}`,
    description: message,
  }
}

export default async function GlobalNotFound() {
  const locale = await requestLocale()
  return (
    <html lang={locale} dir={directionOf(locale)} className={fontVariables}>
      <head>
        <LanguageScript nonce={await pageNonce()} />
      </head>
      <body className="min-h-dvh bg-white text-ink antialiased">
        <SiteShell locale={locale}>
          <NotFoundView locale={locale} />
        </SiteShell>
      </body>
    </html>
  )
}
