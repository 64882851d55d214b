import { ArrowUpRight } from 'lucide-react'
import Image from 'next/image'
import Link from 'next/link'

export type StoryMenuItem = {
  slug: string
  href: string
  title: string
  description: string
  logoUrl: string
  external: { href: string; label: string } | null
}

type Labels = { newTab: string; empty: string; hint: string }

/** The story's own link to its product, in a new tab, labelled with its button text or "Try now". */
function TryLink({ external, newTab }: { external: StoryMenuItem['external']; newTab: string }) {
  if (!external) return null
  return (
    <a
      href={external.href}
      target="_blank"
      rel="noopener"
      className="relative z-10 mt-2 inline-flex min-h-8 items-center gap-1 text-sm font-semibold text-brand hover:text-brand-strong"
    >
      {external.label}
      <ArrowUpRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      <span className="sr-only"> ({newTab})</span>
    </a>
  )
}

function Logo({ src }: { src: string }) {
  // The built-in logos (/logos/*.svg) are wordmarks, 240 × 64, with a square
  // mark at their left edge: a 40 px tile shows the mark, which stays legible,
  // rather than the whole wordmark at 10 px high. Any other logo is fitted whole.
  const wordmark = src.startsWith('/logos/')
  // Logos are small SVGs served from this site: no optimisation pass needed.
  return (
    <Image
      src={src}
      alt=""
      width={40}
      height={40}
      unoptimized
      className={`size-10 shrink-0 rounded-lg bg-surface ring-1 ring-slate-200 ${
        wordmark ? 'object-cover object-left' : 'object-contain p-1'
      }`}
    />
  )
}

/** Success Stories, desktop: every active story, two columns wide (docs/PRODUCT.md, Header). */
export function StoriesMenu({ stories, labels }: { stories: StoryMenuItem[]; labels: Labels }) {
  return (
    <div className="rounded-2xl bg-white p-3 shadow-[0_24px_60px_rgba(11,31,51,0.18)] ring-1 ring-slate-900/5">
      {stories.length === 0 ? (
        <p className="p-4 text-sm text-muted">{labels.empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-1">
          {stories.map((story) => (
            <li
              key={story.slug}
              className="relative flex gap-3 rounded-xl p-3 transition-colors hover:bg-surface"
            >
              <Logo src={story.logoUrl} />
              <div className="min-w-0">
                <Link
                  href={story.href}
                  className="text-[15px] leading-snug font-semibold text-ink after:absolute after:inset-0 after:rounded-xl hover:text-brand-strong"
                >
                  {story.title}
                </Link>
                {story.description ? (
                  <p className="mt-1 line-clamp-2 text-sm leading-snug text-muted">
                    {story.description}
                  </p>
                ) : null}
                <TryLink external={story.external} newTab={labels.newTab} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 rounded-xl bg-surface px-4 py-3 text-sm text-muted">{labels.hint}</p>
    </div>
  )
}

/** Success Stories inside the mobile menu. */
export function StoriesMenuMobile({
  stories,
  labels,
}: {
  stories: StoryMenuItem[]
  labels: Labels
}) {
  if (stories.length === 0) return <p className="px-2 text-sm text-muted">{labels.empty}</p>
  return (
    <ul className="space-y-2">
      {stories.map((story) => (
        <li key={story.slug} className="flex gap-3 rounded-lg px-2 py-1.5">
          <Logo src={story.logoUrl} />
          <div className="min-w-0">
            <Link
              href={story.href}
              className="inline-flex min-h-8 items-center text-[15px] font-semibold text-ink"
            >
              {story.title}
            </Link>
            <div>
              <TryLink external={story.external} newTab={labels.newTab} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
