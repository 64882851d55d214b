import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageAtAddress } from '@/blocks/pages/PageAtAddress'
import { RenderHomeBlocks } from '@/blocks/RenderHomeBlocks'
import { pageLocale, type LocaleProps } from '@/i18n/page-locale'
import { getPageAtPath } from '@/lib/data'
import { PAGES } from '@/lib/routes'
import { addressMetadata, siteHomeMetadata } from '@/lib/seo'

/**
 * The page at the site's root, drawn from its document as the catch-all
 * draws every other page (its title, search fields, sections and back-to-top
 * setting are the document's). The root has a route of its own only because
 * `[...path]` matches no empty path, and an optional catch-all would put the
 * open addresses' 404 boundary into the home page's HTML. Its renderer draws
 * the home sections (slider, tabs, carousel), which no other page bundles.
 *
 * Unlike the other pages, the home page never shows the error state: when the
 * CMS cannot be read it shows its seeded sections and built-in records
 * (docs/PRODUCT.md, Home page). No Suspense boundary: React moves a finished
 * boundary's content to the end of a static page (behind a loading fallback
 * and a reveal script) once the page passes 12.8 KB, which showed visitors
 * without JavaScript spinners instead of the hero.
 */
const readHome = async (props: LocaleProps) => {
  const locale = await pageLocale(props)
  const read = await getPageAtPath(locale, PAGES.home.path)
  return { locale, page: read.value, read: read.ok }
}

export async function generateMetadata(props: LocaleProps): Promise<Metadata> {
  const { locale, page, read } = await readHome(props)
  return read && page ? addressMetadata(locale, page) : siteHomeMetadata(locale)
}

export default async function HomePage(props: LocaleProps) {
  const { locale, page } = await readHome(props)
  // Never without a document: it cannot be deleted or unpublished, and an unread one is the seed's.
  if (!page) notFound()
  return (
    <PageAtAddress page={page} locale={locale}>
      <RenderHomeBlocks blocks={page.layout} locale={locale} />
    </PageAtAddress>
  )
}
