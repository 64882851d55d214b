import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { routing } from '@/i18n/routing'
import { getServicePage, getServiceSlugs, getSiteSettings, valueOrThrow } from '@/lib/data'
import { servicePath } from '@/lib/routes'
import { servicePageMetadata } from '@/lib/seo'
import { NotFoundAnswer } from '@/blocks/pages/NotFoundAnswer'
import { pagesAtBuild } from '@/lib/stock-mode'

type Props = { params: Promise<{ locale: string; slug: string }> }

/**
 * A service page: its blocks from the CMS, in the page's language. Every
 * published service is prerendered in both languages; a service created
 * later renders on its first request and is then served static (dynamicParams),
 * until an edit revalidates it.
 */
export const generateStaticParams = pagesAtBuild(async (): Promise<{ slug: string }[]> => {
  return (await getServiceSlugs()).value.map((slug) => ({ slug }))
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  const page = valueOrThrow(await getServicePage(locale, slug), 'service page')
  return servicePageMetadata(locale, page)
}

export default async function ServicePage({ params }: Props) {
  const { locale, slug } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [read, { value: settings }] = await Promise.all([
    getServicePage(locale, slug),
    getSiteSettings(locale),
  ])
  // A failed read shows the page's error state (error.tsx), not "page not found".
  const page = valueOrThrow(read, 'service page')
  if (!page) {
    return <NotFoundAnswer locale={locale} />
  }
  return (
    <main id="main">
      <RenderBlocks
        blocks={page.layout}
        context={{
          locale,
          products: settings.products,
          path: servicePath(page.slug),
          title: page.title,
          description: page.description,
          blocks: page.layout,
        }}
      />
    </main>
  )
}
