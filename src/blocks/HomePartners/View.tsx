import Image, { type StaticImageData } from 'next/image'
import { getTranslations } from 'next-intl/server'

import { Container } from '@/components/Container'
import type { HomePartnersBlock } from '@/payload-types'
import styles from '@/sections/home/home.module.css'
import partnerAlNoor from '@/sections/home/images/partner-al-noor.webp'
import partnerBayanCare from '@/sections/home/images/partner-bayan-care.webp'
import partnerGulfRetail from '@/sections/home/images/partner-gulf-retail.webp'
import partnerKhaleejAir from '@/sections/home/images/partner-khaleej-air.webp'
import partnerMarinaFoods from '@/sections/home/images/partner-marina-foods.webp'
import partnerSaduStyle from '@/sections/home/images/partner-sadu-style.webp'
import partnerWafraAuto from '@/sections/home/images/partner-wafra-auto.webp'
import type { PartnerLogo } from './logos'
import { occurrenceId } from '../BlockList'

const PARTNER_IMAGES: Record<PartnerLogo, StaticImageData> = {
  'gulf-retail': partnerGulfRetail,
  'marina-foods': partnerMarinaFoods,
  'al-noor': partnerAlNoor,
  'bayan-care': partnerBayanCare,
  'sadu-style': partnerSaduStyle,
  'wafra-auto': partnerWafraAuto,
  'khaleej-air': partnerKhaleejAir,
}

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
  const partners = (block.logos ?? []).filter((partner) => PARTNER_IMAGES[partner.logo])
  const logos = (copy: number) =>
    partners.map((partner, index) => (
      <li key={`${copy}-${index}`} className="shrink-0 px-5 sm:px-10">
        <Image
          src={PARTNER_IMAGES[partner.logo]}
          alt={copy === 0 ? partner.name : ''}
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
