import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'

import { routing, type Locale } from '@/i18n/routing'
import { getPublishedPosts, valueOrThrow } from '@/lib/data'
import { localizePath } from '@/lib/routes'
import { BlogListView } from '@/sections/blog/BlogListView'
import { blogListMetadata } from '@/sections/blog/list-metadata'
import { blogListPath, pageOf, parseListPage } from '@/sections/blog/paging'

type Props = { params: Promise<{ locale: string; page: string }> }

/**
 * No page is prerendered at build (the build reads no posts); each renders on
 * its first request and is kept until a post changes (its read's cache tag).
 */
export function generateStaticParams(): { page: string }[] {
  return []
}

async function address(props: Props): Promise<{ locale: Locale; page: number }> {
  const { locale, page: segment } = await props.params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const parsed = parseListPage(segment)
  if (parsed.kind === 'invalid') notFound()
  if (parsed.kind === 'redirect') permanentRedirect(localizePath(blogListPath(parsed.page), locale))
  return { locale, page: parsed.page }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await address(props)
  return blogListMetadata(locale, page)
}

/** A later page of the blog list: `/blog/page/2`; past the last page, the blog's not-found page. */
export default async function BlogListPage(props: Props) {
  const { locale, page } = await address(props)
  const list = pageOf(valueOrThrow(await getPublishedPosts(locale), 'blog posts'), page)
  if (!list) notFound()
  return <BlogListView locale={locale} list={list} />
}
