import { RenderPageBlocks } from '@/blocks/RenderPageBlocks'
import type { Locale } from '@/i18n/routing'
import { getPageLayout } from '@/lib/data'

/**
 * The What We Do page (docs/PRODUCT.md, What We Do page): its sections from
 * the CMS — the hero, the list of every service (the Services collection) and
 * the closing band.
 */
export async function WhatWeDoPage({ locale }: { locale: Locale }) {
  const layout = (await getPageLayout(locale, 'what-we-do')).value
  return (
    <main id="main">
      <RenderPageBlocks blocks={layout} locale={locale} />
    </main>
  )
}
