import type { Metadata } from 'next'

import { DOCUMENT_PAGES } from '@/lib/routes'
import { listPageAddress } from '@/sections/blog/list-address'
import { TopicListPage } from '@/sections/blog/list-pages'
import { topicListMetadata } from '@/sections/blog/list-metadata'
import { pagesAtBuild } from '@/lib/stock-mode'

type Props = { params: Promise<{ locale: string; slug: string; page: string }> }

export const generateStaticParams = pagesAtBuild((): { page: string }[] => {
  return []
})

async function address(props: Props) {
  const { slug } = await props.params
  return {
    slug,
    ...(await listPageAddress(props.params, () => DOCUMENT_PAGES.blogTopic.path(slug))),
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, slug, page } = await address(props)
  return topicListMetadata(locale, slug, page)
}

/** A later page of a topic: `/blog/topics/<slug>/page/2`. */
export default async function TopicListPageRoute(props: Props) {
  const { locale, slug, page } = await address(props)
  return <TopicListPage locale={locale} slug={slug} page={page} />
}
