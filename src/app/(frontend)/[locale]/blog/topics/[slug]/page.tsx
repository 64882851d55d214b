import type { Metadata } from 'next'

import { pageLocale } from '@/i18n/page-locale'
import { TopicListPage } from '@/sections/blog/list-pages'
import { topicListMetadata } from '@/sections/blog/list-metadata'
import { pagesAtBuild } from '@/lib/stock-mode'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** Topic pages render on their first request and are kept until a post or topic changes. */
export const generateStaticParams = pagesAtBuild((): { slug: string }[] => {
  return []
})

export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await pageLocale(props)
  return topicListMetadata(locale, (await props.params).slug, 1)
}

/** A blog topic (docs/PRODUCT.md, Blog topics): its posts newest first, twelve a page. */
export default async function TopicPage(props: Props) {
  const locale = await pageLocale(props)
  return <TopicListPage locale={locale} slug={(await props.params).slug} page={1} />
}
