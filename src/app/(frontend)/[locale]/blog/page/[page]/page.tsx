import type { Metadata } from 'next'

import { PAGES } from '@/lib/routes'
import { listPageAddress } from '@/sections/blog/list-address'
import { BlogListPage } from '@/sections/blog/list-pages'
import { blogListMetadata } from '@/sections/blog/list-metadata'
import { pagesAtBuild } from '@/lib/stock-mode'

type Props = { params: Promise<{ locale: string; page: string }> }

/**
 * No page is prerendered at build (the build reads no posts); each renders on
 * its first request and is kept until a post changes (its read's cache tag).
 */
export const generateStaticParams = pagesAtBuild((): { page: string }[] => {
  return []
})

const address = (props: Props) => listPageAddress(props.params, () => PAGES.blog.path)

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await address(props)
  return blogListMetadata(locale, page)
}

/** A later page of the blog list: `/blog/page/2`; past the last page, the blog's not-found page. */
export default async function BlogListPageRoute(props: Props) {
  const { locale, page } = await address(props)
  return <BlogListPage locale={locale} page={page} />
}
