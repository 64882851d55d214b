import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import type { PostSummary } from '@/lib/data'
import { PostCover } from './PostCover'

/**
 * A post in the blog grid (docs/PRODUCT.md, Blog list): image, date, title, excerpt, read-more.
 * The read-more link covers the whole card, so the card is one tab stop and
 * one click target; its name carries the post title for screen readers.
 */
export function PostCard({
  post,
  href,
  date,
  readMore,
  readMoreLabel,
  pending,
  eager = false,
  headingLevel = 2,
}: {
  post: PostSummary
  href: string
  date: string
  readMore: string
  readMoreLabel: string
  /**
   * What the link shows while the post loads (the blog's LinkPending). Given
   * by the list, so a page that shows cards without it carries no client code.
   */
  pending?: ReactNode
  eager?: boolean
  /** 3 where the cards sit under a section title of their own. */
  headingLevel?: 2 | 3
}) {
  const Title = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition-shadow duration-200 focus-within:shadow-lg focus-within:shadow-ink/5 hover:shadow-lg hover:shadow-ink/5">
      <div className="aspect-[1200/630] overflow-hidden bg-surface">
        <PostCover
          image={post.image}
          sizes="(min-width: 1232px) 379px, (min-width: 800px) 50vw, 100vw"
          eager={eager}
          className="transition-transform duration-300 motion-safe:group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        {date ? (
          <time dateTime={post.publishedAt ?? undefined} className="text-sm text-muted">
            {date}
          </time>
        ) : null}
        <Title className="mt-2 text-xl leading-snug font-bold text-ink text-balance">
          {post.title}
        </Title>
        {post.excerpt ? <p className="mt-3 line-clamp-3 text-muted">{post.excerpt}</p> : null}
        <div className="mt-auto pt-5">
          <Link
            href={href}
            className="inline-flex min-h-10 items-center gap-2 rounded-md font-semibold text-brand after:absolute after:inset-0 after:rounded-2xl hover:text-brand-strong"
          >
            {/* The name carries the title ("Read more: …") in the text itself, not
                only in an aria-label: search engines read link text, and a bare
                "Read more" tells them nothing. */}
            <span aria-hidden="true">{readMore}</span>
            <span className="sr-only">{readMoreLabel}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5 rtl:-scale-x-100 motion-safe:rtl:group-hover:-translate-x-0.5"
            />
            {pending}
          </Link>
        </div>
      </div>
    </article>
  )
}
