import { Feed } from 'feed'

import type { Locale } from '@/i18n/routing'
import type { PostSummary } from '@/lib/data/blog'
import { escapeHtml } from '@/lib/html-escape'
import { DOCUMENT_PAGES, localizePath, PAGES } from '@/lib/routes'

/**
 * The blog's feeds, one per language: RSS 2.0 at `/blog/feed.xml` and Atom at
 * `/blog/atom.xml` (`/ar/blog/…` in Arabic), and the same beside each topic's
 * page, written by the `feed` library from the same published posts the list
 * shows, newest first. Every address in them is absolute; each entry carries
 * the post's summary, its cover image and its topics.
 */
const FEED_FILES = {
  rss: { file: 'feed.xml', type: 'application/rss+xml' },
  atom: { file: 'atom.xml', type: 'application/atom+xml' },
} as const

/** The feed of a list page (`/blog`, `/blog/topics/<slug>`): beside it, named by its format. */
export const feedPath = (listPath: string, kind: FeedKind) => `${listPath}/${FEED_FILES[kind].file}`

export const feedType = (kind: FeedKind) => FEED_FILES[kind].type

export const FEED_KINDS = ['rss', 'atom'] as const

export type FeedKind = (typeof FEED_KINDS)[number]

/** Feed readers are not shown a whole archive: the newest posts, as most blogs send. */
export const FEED_LENGTH = 30

export type FeedInput = {
  locale: Locale
  /** The locale-less list page the feed follows: `/blog`, or a topic's page. */
  listPath: string
  /** The site's origin, without a trailing slash. */
  origin: string
  title: string
  description: string
  company: string
  posts: readonly PostSummary[]
  /** When there is no dated post (an empty blog): the feed's "updated". */
  now: Date
}

const dateOf = (value: string | null) => {
  const date = value ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

function blogFeed(input: FeedInput, kind: FeedKind): Feed {
  const { locale, origin } = input
  const absolute = (path: string) => `${origin}${localizePath(path, locale)}`
  const posts = input.posts.slice(0, FEED_LENGTH)
  const dates = posts.map((post) => dateOf(post.publishedAt))
  const newest = dates.reduce<Date | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  )
  const updated = newest ?? input.now
  const feed = new Feed({
    id: absolute(input.listPath),
    link: absolute(input.listPath),
    title: input.title,
    description: input.description,
    language: locale,
    updated,
    generator: false,
    copyright: `© ${updated.getUTCFullYear()} ${input.company}`,
    author: { name: input.company, link: absolute(PAGES.home.path) },
    feedLinks: {
      rss: absolute(feedPath(input.listPath, 'rss')),
      atom: absolute(feedPath(input.listPath, 'atom')),
    },
    favicon: `${origin}/icon.svg`,
  })
  posts.forEach((post, index) => {
    const link = absolute(DOCUMENT_PAGES.blogPost.path(post.id))
    feed.addItem({
      id: link,
      guid: link,
      link,
      // Atom marks titles and summaries as HTML, and RSS a description: a post's plain
      // text is escaped for them, so "<in Kuwait>" stays words. An RSS title is plain text.
      title: kind === 'atom' ? escapeHtml(post.title) : post.title,
      description: escapeHtml(post.excerpt),
      // A post without a date (written before dates were kept) is as new as the feed.
      date: dates[index] ?? updated,
      ...(dates[index] ? { published: dates[index] } : {}),
      author: [{ name: input.company }],
      category: post.topics.map((topic) => ({
        name: topic.name,
        term: topic.slug,
        domain: absolute(DOCUMENT_PAGES.blogTopic.path(topic.slug)),
      })),
      ...(post.image
        ? { image: { url: `${origin}${post.image.url}`, type: imageType(post.image.url) } }
        : {}),
    })
  })
  return feed
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
}

function imageType(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? ''
  return IMAGE_TYPES[extension] ?? 'image/jpeg'
}

/** The feed's XML. Atom states its language on its root (the library writes it for RSS only). */
export function blogFeedXml(input: FeedInput, kind: FeedKind): string {
  const feed = blogFeed(input, kind)
  if (kind === 'rss') return feed.rss2()
  const atom = feed.atom1()
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">'
  if (!atom.includes(root)) throw new Error('The Atom feed no longer starts as expected.')
  return atom.replace(root, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${input.locale}">`)
}
