import { Check } from 'lucide-react'
import Image from 'next/image'

import { Container } from '@/components/Container'
import { Eyebrow } from '@/components/Eyebrow'
import { SECTION_TITLE } from '@/components/Section'
import type { Locale } from '@/i18n/routing'
import { pictureOf } from '@/lib/data/uploads'
import type { ImageTextBlock } from '@/payload-types'
import { textsOf } from '../context'
import { PageLinkButton } from '../PageLink'

/**
 * The picture beside the words: two columns from 1024 px, the picture on the
 * start or end side as staff chose (logical order, so Arabic mirrors it),
 * above the words on narrower screens.
 */
export function ImageTextView({ block, locale }: { block: ImageTextBlock; locale: Locale }) {
  const picture = pictureOf(block.image)
  const points = textsOf(block.points)
  const headingId = block.anchor ? `${block.anchor}-title` : undefined
  return (
    <section
      id={block.anchor || undefined}
      aria-labelledby={headingId}
      data-image-text={block.side ?? 'start'}
      className={`py-16 lg:py-24 ${block.tone === 'surface' ? 'bg-surface' : 'bg-white'} text-ink`}
    >
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        {picture ? (
          <Image
            src={picture.url}
            width={picture.width}
            height={picture.height}
            alt={picture.alt}
            sizes="(min-width: 1232px) 568px, (min-width: 1024px) 46vw, 100vw"
            style={picture.position ? { objectPosition: picture.position } : undefined}
            className={`aspect-[4/3] h-auto w-full rounded-2xl object-cover ${block.side === 'end' ? 'lg:order-last' : ''}`}
          />
        ) : null}
        <div className="max-w-xl">
          {block.eyebrow ? <Eyebrow>{block.eyebrow}</Eyebrow> : null}
          <h2 id={headingId} className={SECTION_TITLE}>
            {block.title}
          </h2>
          {block.text ? (
            <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-muted">
              {block.text}
            </p>
          ) : null}
          {points.length ? (
            <ul className="mt-6 space-y-3">
              {points.map((point, index) => (
                <li key={index} className="flex items-start gap-3">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <PageLinkButton link={block.button} locale={locale} onDark={false} className="mt-8" />
        </div>
      </Container>
    </section>
  )
}
