import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { EnquiryFormView } from '@/blocks/EnquiryForm/View'
import { FormBlockView } from '@/blocks/Form/View'
import { PageHeroWithVideoView } from '@/blocks/PageHero/VideoView'
import { PageAtAddress } from '@/blocks/pages/PageAtAddress'
import { RenderPageBlocks } from '@/blocks/RenderPageBlocks'
import { TopicPanelView } from '@/blocks/TopicPanel/View'
import { routing, type Locale } from '@/i18n/routing'
import { getPageAtPath, getStaffPageAddresses, valueOrThrow } from '@/lib/data'
import { MAX_PAGE_DEPTH } from '@/lib/routes'
import { addressMetadata, notFoundMetadata } from '@/lib/seo'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug'
import { NotFoundAnswer } from '@/blocks/pages/NotFoundAnswer'
import { pagesAtBuild } from '@/lib/stock-mode'

type Props = { params: Promise<{ locale: string; path: string[] }> }

/**
 * Every page staff make in the admin, at its address (`/careers`,
 * `/careers/engineering`, and under /ar in Arabic), and the fixed pages
 * (lib/routes PAGE_KEYS_BY_ADDRESS: About, Contact, What We Do, Our Work,
 * the privacy policy; the home page's address is the locale's own route). Published pages are prerendered in both
 * languages; one published later renders on its first request and is then
 * served static until an edit revalidates its address. Any other address no
 * route has is the site's 404, as before this route.
 */
export const generateStaticParams = pagesAtBuild(async (): Promise<{ path: string[] }[]> => {
  // The home page's address has no segments: the locale's own route draws it.
  return (await getStaffPageAddresses({ staffOnly: false })).value
    .map(({ path }) => ({ path: path.split('/').filter(Boolean) }))
    .filter(({ path }) => path.length > 0)
})

/** The locale-less address of the segments, or null when no page could live there. */
function addressOf(segments: string[]): string | null {
  if (segments.length === 0 || segments.length > MAX_PAGE_DEPTH + 1) return null
  const valid = segments.every(
    (segment) => segment.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(segment),
  )
  return valid ? `/${segments.join('/')}` : null
}

/** The page at the address, or null; a failed read shows the page's error state. */
async function findPage(locale: Locale, segments: string[]) {
  const address = addressOf(segments)
  return address ? valueOrThrow(await getPageAtPath(locale, address), 'page') : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  const page = await findPage(locale, path)
  return page ? addressMetadata(locale, page) : notFoundMetadata(locale)
}

export default async function StaffPage({ params }: Props) {
  const { locale, path } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const page = await findPage(locale, path)
  if (!page) {
    return <NotFoundAnswer locale={locale} />
  }
  return (
    <PageAtAddress page={page} locale={locale}>
      <RenderPageBlocks
        blocks={page.layout}
        locale={locale}
        // Forms, the enquiry section, hero videos and the About panel are drawn here alone: no
        // other route carries their scripts, and each loads its own chunk only on a page that
        // shows it.
        own={{
          'enquiry-form': EnquiryFormView,
          'topic-panel': TopicPanelView,
          'page-hero': PageHeroWithVideoView,
          form: ({ block }) => <FormBlockView block={block} locale={locale} pagePath={page.path} />,
        }}
      />
    </PageAtAddress>
  )
}
