import type { Metadata } from 'next'

import { pageLocale, type LocaleProps } from '@/i18n/page-locale'
import { getPublishedPosts, valueOrThrow } from '@/lib/data'
import { BlogListView } from '@/sections/blog/BlogListView'
import { blogListMetadata } from '@/sections/blog/list-metadata'
import { pageOf } from '@/sections/blog/paging'

export async function generateMetadata(props: LocaleProps): Promise<Metadata> {
  return blogListMetadata(await pageLocale(props), 1)
}

/** The blog list's first page (docs/PRODUCT.md, Blog list); later pages are /blog/page/{n}. */
export default async function BlogPage(props: LocaleProps) {
  const locale = await pageLocale(props)
  // A failed read shows the page's error state (error.tsx), never an empty blog.
  const posts = valueOrThrow(await getPublishedPosts(locale), 'blog posts')
  // The first page of an empty blog exists (its empty state), so this is never null.
  const list = pageOf(posts, 1) ?? { items: [], page: 1, pageCount: 1 }
  return <BlogListView locale={locale} list={list} />
}
