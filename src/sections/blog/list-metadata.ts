import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'
import { companyName, pageMetadata, staticPageMetadata } from '@/lib/seo'
import { BLOG_FEEDS } from './feed'
import { blogListPath } from './paging'

/**
 * Every blog page (the list's pages and each post) names the blog's feeds in
 * its head, so a reader pointed at any of them finds the feed in its language.
 */
export async function withBlogFeeds(metadata: Metadata, locale: Locale): Promise<Metadata> {
  const [t, company] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.list' }),
    companyName(locale),
  ])
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        [BLOG_FEEDS.rss.type]: [
          { url: localizePath(BLOG_FEEDS.rss.path, locale), title: t('feedTitleRss', { company }) },
        ],
        [BLOG_FEEDS.atom.type]: [
          {
            url: localizePath(BLOG_FEEDS.atom.path, locale),
            title: t('feedTitleAtom', { company }),
          },
        ],
      },
    },
  }
}

/**
 * A page of the blog list: the first is the blog page itself (its staff-set
 * search fields); a later page is its own canonical address, in both
 * languages, titled with its number.
 */
export async function blogListMetadata(locale: Locale, page: number): Promise<Metadata> {
  if (page <= 1) return withBlogFeeds(await staticPageMetadata(locale, 'blog'), locale)
  const [list, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.list' }),
    getTranslations({ locale, namespace: 'meta.pages.blog' }),
  ])
  const metadata = await pageMetadata({
    locale,
    path: blogListPath(page),
    keywordsKey: 'blog',
    title: list('pageTitle', { title: meta('title'), page }),
    description: meta('description'),
  })
  return withBlogFeeds(metadata, locale)
}
