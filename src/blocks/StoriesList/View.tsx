import { ArrowRight } from 'lucide-react'
import Image from 'next/image'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { getActiveStories, valueOrThrow } from '@/lib/data'
import { DOCUMENT_PAGES, localizePath } from '@/lib/routes'
import type { StoriesListBlock } from '@/payload-types'
import { PageSection } from '../page-section'

/**
 * The story's logo in a 48 px tile, as the header's menu shows it: the
 * built-in logos (/logos/*.svg) are wordmarks with a square mark at their
 * left edge, which the tile shows (the title beside it names the product);
 * any other logo is fitted whole. Small files of this site: not optimised.
 */
function StoryMark({ src, alt }: { src: string; alt: string }) {
  const wordmark = src.startsWith('/logos/')
  return (
    <Image
      src={src}
      alt={alt}
      width={48}
      height={48}
      unoptimized
      className={`size-12 rounded-xl bg-surface ring-1 ring-slate-200 ${
        wordmark ? 'object-cover object-left' : 'object-contain p-1'
      }`}
    />
  )
}

/** The stories a block chose (ids, or documents when read with depth), in its order; all when none. */
export function chosenStories<S extends { id: number | string }>(
  chosen: Array<number | { id: number | string }> | null | undefined,
  active: S[],
): S[] {
  if (!chosen?.length) return active
  const byId = new Map(active.map((story) => [String(story.id), story]))
  return chosen.flatMap((story) => {
    const found = byId.get(String(typeof story === 'object' ? story.id : story))
    return found ? [found] : []
  })
}

/**
 * The chosen success stories in their order, or every active one: logo,
 * title and line, each card one link to its story. Nothing is shown while
 * none of them is active.
 */
export async function StoriesListView({
  block,
  locale,
}: {
  block: StoriesListBlock
  locale: Locale
}) {
  const [t, active] = await Promise.all([
    getTranslations({ locale, namespace: 'blocks.stories' }),
    getActiveStories(locale).then((read) => valueOrThrow(read, 'success stories')),
  ])
  const stories = chosenStories(block.stories, active)
  if (!stories.length) return null
  const Title = block.title ? 'h3' : 'h2'
  return (
    <PageSection block={block}>
      <ul
        // Four stories read as two rows of two rather than three and one.
        className={`grid gap-6 sm:grid-cols-2 ${stories.length === 4 ? '' : 'lg:grid-cols-3'}`}
        data-stories-list
      >
        {stories.map((story) => (
          <li
            key={story.slug}
            className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 transition-shadow duration-200 focus-within:shadow-lg focus-within:shadow-ink/5 hover:shadow-lg hover:shadow-ink/5"
          >
            <StoryMark src={story.logoUrl} alt={t('logoAlt', { title: story.title })} />
            <Title className="mt-5 text-xl leading-snug font-bold text-ink text-balance">
              {story.title}
            </Title>
            {story.description ? (
              <p className="mt-2 line-clamp-3 text-muted">{story.description}</p>
            ) : null}
            <Link
              href={localizePath(DOCUMENT_PAGES.successStory.path(story.slug), locale)}
              className="mt-auto inline-flex min-h-10 items-center gap-2 pt-5 font-semibold text-brand after:absolute after:inset-0 after:rounded-2xl hover:text-brand-strong"
            >
              <span aria-hidden="true">{t('read')}</span>
              <span className="sr-only">{t('readAbout', { title: story.title })}</span>
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
