import type { Metadata } from 'next'

import { pageLocale, type LocaleProps } from '@/i18n/page-locale'
import { BlogListPage } from '@/sections/blog/list-pages'
import { blogListMetadata } from '@/sections/blog/list-metadata'

export async function generateMetadata(props: LocaleProps): Promise<Metadata> {
  return blogListMetadata(await pageLocale(props), 1)
}

/** The blog list's first page (docs/PRODUCT.md, Blog list); later pages are /blog/page/{n}. */
export default async function BlogPage(props: LocaleProps) {
  return <BlogListPage locale={await pageLocale(props)} page={1} />
}
