import { RenderHomeBlocks } from '@/blocks/RenderHomeBlocks'
import { BackToTop } from '@/components/BackToTop'
import { pageLocale, staticMetadata, type LocaleProps } from '@/i18n/page-locale'
import { getPageLayout } from '@/lib/data'
import { organizationJsonLd } from '@/lib/seo'
import { JsonLd } from '@/sections/service-pages/JsonLd'

export const generateMetadata = staticMetadata('home')

/**
 * The home page (docs/PRODUCT.md, Home page): the sections of its page
 * document — hero slider, the hero text block with the four statistics,
 * solutions tabs, partner logos, features, customer support, team and
 * testimonials — with the slides, features, team and testimonials read from
 * their own collections. Static for both languages; CMS reads fall back to
 * the seeded sections and the built-in records. No Suspense boundary: React
 * moves a finished boundary's content to the end of a static page (behind a
 * loading fallback and a reveal script) once the page passes 12.8 KB, which
 * showed visitors without JavaScript spinners instead of the hero and shifted
 * the layout when the hero was swapped in. Every read happens while the page
 * is built, so there is no loading moment to show.
 */
export default async function HomePage(props: LocaleProps) {
  const locale = await pageLocale(props)
  const [jsonLd, layout] = await Promise.all([
    organizationJsonLd(locale),
    getPageLayout(locale, 'home').then((read) => read.value),
  ])

  return (
    <main id="main">
      <JsonLd data={jsonLd} />
      <RenderHomeBlocks blocks={layout} locale={locale} />
      <BackToTop />
    </main>
  )
}
