import { ContentBlockView } from '@/blocks/RenderPageBlocks'
import { PageHeroView } from '@/blocks/PageHero/View'
import { BackToTop } from '@/components/BackToTop'
import type { Locale } from '@/i18n/routing'
import { getPageLayout } from '@/lib/data'

/**
 * The Our Work page (docs/PRODUCT.md, Our Work): the page document's blocks
 * (figures, services, case studies, featured projects). A hero followed by
 * the figures card keeps room at its foot for the card to overlap it.
 */
export async function OurWorkPage({ locale }: { locale: Locale }) {
  const layout = (await getPageLayout(locale, 'our-work')).value
  return (
    <main id="main">
      {layout.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        if (block.blockType === 'page-hero' && layout[index + 1]?.blockType === 'work-figures')
          return <PageHeroView key={key} block={block} locale={locale} className="pb-16" />
        return <ContentBlockView key={key} block={block} locale={locale} />
      })}
      <BackToTop />
    </main>
  )
}
