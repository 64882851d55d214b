import { RenderPageBlocks } from '@/blocks/RenderPageBlocks'
import { BackToTop } from '@/components/BackToTop'
import type { Locale } from '@/i18n/routing'
import { getPageLayout } from '@/lib/data'

/**
 * The Our Work page (docs/PRODUCT.md, Our Work): the page document's blocks
 * (figures, services, case studies, featured projects).
 */
export async function OurWorkPage({ locale }: { locale: Locale }) {
  const layout = (await getPageLayout(locale, 'our-work')).value
  return (
    <main id="main">
      <RenderPageBlocks blocks={layout} locale={locale} />
      <BackToTop />
    </main>
  )
}
