import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import { Container } from '@/components/Container'
import { pictureOf } from '@/lib/data/uploads'
import type { HomePartnersBlock } from '@/payload-types'
import styles from '@/sections/home/home.module.css'
import { occurrenceId } from '../BlockList'

/** The partner-logo strip: a 30 s loop; the second copy (for the seamless loop) is hidden from screen readers. */
export async function HomePartnersView({
  block,
  occurrence,
}: {
  block: HomePartnersBlock
  occurrence?: number
}) {
  const titleId = occurrenceId('partners-title', occurrence)
  // The strip's name for screen readers (how to pause it) is interface, from the messages.
  const t = await getTranslations('home.partners')
  // A logo whose upload is gone is left out rather than drawn broken.
  const partners = (block.logos ?? []).flatMap((partner) => {
    const picture = pictureOf(partner.image)
    return picture ? [{ name: partner.name, picture }] : []
  })
  const logos = (copy: number) =>
    partners.map(({ name, picture }, index) => (
      <li key={`${copy}-${index}`} className="shrink-0 px-5 sm:px-10">
        <Image
          src={picture.url}
          width={picture.width}
          height={picture.height}
          alt={copy === 0 ? name : ''}
          sizes="160px"
          loading="eager"
          className="h-9 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-12"
        />
      </li>
    ))
  return (
    <section aria-labelledby={titleId} className="border-y border-slate-100 bg-white py-12">
      <Container>
        <h2 id={titleId} className="text-center text-sm font-semibold text-muted">
          {block.title}
        </h2>
      </Container>
      <section
        className={`${styles.strip} mt-6 overflow-hidden`}
        aria-label={t('label')}
        tabIndex={0}
        data-testid="partner-strip"
      >
        <div className={styles.track} data-testid="partner-track">
          <ul className="flex items-center">{logos(0)}</ul>
          <ul className="flex items-center" aria-hidden="true" data-testid="partner-duplicate">
            {logos(1)}
          </ul>
        </div>
      </section>
    </section>
  )
}
