import Link from 'next/link'

import type { Locale } from '@/i18n/routing'
import type { TopicLink } from '@/lib/data/blog'
import { DOCUMENT_PAGES, localizePath, PAGES } from '@/lib/routes'

const chip =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors'
const idle = `${chip} border-slate-200 bg-white text-ink hover:border-brand hover:text-brand-strong`
const active = `${chip} border-brand bg-brand text-white`

/**
 * The blog filtered by topic: "All posts" and each topic with published
 * posts, as plain links to the topic's page (no JavaScript); the one shown is
 * marked as the current page. Nothing when no post has a topic.
 */
export function TopicFilter({
  locale,
  topics,
  current,
  labels,
}: {
  locale: Locale
  topics: TopicLink[]
  current?: number
  labels: { nav: string; all: string }
}) {
  if (!topics.length) return null
  const links = [
    { key: 'all', href: PAGES.blog.path, name: labels.all, on: current === undefined },
    ...topics.map((topic) => ({
      key: topic.slug,
      href: DOCUMENT_PAGES.blogTopic.path(topic.slug),
      name: topic.name,
      on: topic.id === current,
    })),
  ]
  return (
    <nav aria-label={labels.nav} className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={localizePath(link.href, locale)}
              aria-current={link.on ? 'true' : undefined}
              className={link.on ? active : idle}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
