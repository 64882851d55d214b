import { RenderPageBlocks } from '@/blocks/RenderPageBlocks'
import { TopicPanelView } from '@/blocks/TopicPanel/View'
import type { Locale } from '@/i18n/routing'
import { getPageLayout } from '@/lib/data'
import { serverUrl } from '@/lib/env'
import { localizePath, PAGES } from '@/lib/routes'
import { companyName } from '@/lib/seo'
import { JsonLd } from '@/sections/service-pages/JsonLd'

/** The About page (docs/PRODUCT.md, About page): mission, who we are, values, vision — sections from the CMS. */
export async function AboutPage({ locale }: { locale: Locale }) {
  const layout = (await getPageLayout(locale, 'about')).value
  // The About page states the founding year 2007 (the home page's reading is 2020):
  // a company fact for search engines, not page copy.
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    url: `${serverUrl()}${localizePath(PAGES.about.path, locale)}`,
    inLanguage: locale,
    about: {
      '@type': 'Organization',
      name: await companyName(locale),
      foundingDate: '2007',
      foundingLocation: 'Kuwait',
    },
  }

  return (
    <main id="main">
      <JsonLd data={jsonLd} />
      <RenderPageBlocks blocks={layout} locale={locale} own={{ 'topic-panel': TopicPanelView }} />
    </main>
  )
}
