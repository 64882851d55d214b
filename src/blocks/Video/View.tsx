import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { pictureOf, videoOf } from '@/lib/data/uploads'
import type { VideoBlock } from '@/payload-types'
import { PageSection } from '../page-section'

/**
 * The video in the browser's own player: nothing is downloaded until the
 * visitor plays it (preload none), so the page stays as light as without it;
 * the transcript opens under it without script.
 */
export async function VideoView({ block, locale }: { block: VideoBlock; locale: Locale }) {
  const video = videoOf(block.video)
  if (!video) return null
  const poster = pictureOf(block.poster)
  const t = await getTranslations({ locale, namespace: 'blocks.video' })
  const name = block.caption?.trim() || block.title?.trim() || t('name')
  return (
    <PageSection block={block}>
      <div className="mx-auto max-w-4xl" data-video>
        <figure>
          <video
            controls
            preload="none"
            playsInline
            aria-label={name}
            poster={poster?.url}
            width={poster?.width}
            height={poster?.height}
            className="aspect-video h-auto w-full rounded-2xl bg-ink object-cover"
          >
            <source src={video.src} type={video.type} />
            <a href={video.src}>{t('download')}</a>
          </video>
          {block.caption ? (
            <figcaption className="mt-3 text-center text-sm text-muted">{block.caption}</figcaption>
          ) : null}
        </figure>
        {/* After the figure: a figure's caption must be its first or last child. */}
        {block.transcript ? (
          <details className="mt-4 rounded-xl border border-slate-200 bg-white px-5">
            <summary className="min-h-12 cursor-pointer py-3 font-semibold text-ink hover:text-brand">
              {t('transcript')}
            </summary>
            <p className="pb-5 leading-relaxed whitespace-pre-line text-muted">
              {block.transcript}
            </p>
          </details>
        ) : null}
      </div>
    </PageSection>
  )
}
