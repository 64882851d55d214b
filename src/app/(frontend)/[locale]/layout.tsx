import '../../globals.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { fontVariables } from '@/app/fonts'
import { directionOf, routing } from '@/i18n/routing'
import { analyticsEnabled } from '@/lib/env'
import { pageNonce } from '@/lib/page-nonce'
import { companyName, metadataBase } from '@/lib/seo'
import { LivePreview } from '@/sections/preview/LivePreview'
import { ImageFallbackScript } from '@/sections/service-pages/ImageFallbackScript'
import { LanguageScript } from '@/sections/shell/LanguageScript'
import { SiteShell } from '@/sections/shell/SiteShell'
import { VisitScript } from '@/sections/shell/VisitScript'
import { BRAND_COLOURS } from '@/lib/brand-colours'

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

// Static pages also refresh once a day, so the footer's copyright year turns over
// without a deploy (content edits revalidate at once through the CMS hooks).
export const revalidate = 86400

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export const viewport: Viewport = { themeColor: BRAND_COLOURS.brand }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  const company = await companyName(locale)
  return {
    metadataBase: metadataBase(),
    title: { default: company, template: `%s · ${company}` },
    applicationName: company,
    formatDetection: { telephone: false },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const nonce = await pageNonce()
  return (
    <html lang={locale} dir={directionOf(locale)} className={fontVariables}>
      <head>
        <LanguageScript nonce={nonce} />
        <ImageFallbackScript nonce={nonce} />
        {/* Read when a page is built or regenerated: ANALYTICS=off removes it from the next ones. */}
        {analyticsEnabled() && <VisitScript nonce={nonce} />}
      </head>
      <body className="min-h-dvh bg-white text-ink antialiased">
        <SiteShell locale={locale}>{children}</SiteShell>
        <LivePreview nonce={nonce} />
      </body>
    </html>
  )
}
