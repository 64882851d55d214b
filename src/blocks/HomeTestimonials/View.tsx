import { Pause, Play } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/Section'
import type { Locale } from '@/i18n/routing'
import { serverUrl } from '@/lib/env'
import { testimonialAnchor } from '@/lib/preview-anchors'
import type { HomeTestimonialsBlock } from '@/payload-types'
import { testimonialItems } from '@/sections/home/content'
import { getTestimonials } from '@/lib/data'
import { TestimonialsCarousel } from '@/sections/home/TestimonialsCarousel'
import { TestimonialCard } from './TestimonialCard'

/** Testimonials: the block's title and lead over a carousel of the active testimonials, turning every 4 s. */
export async function HomeTestimonialsView({
  block,
  locale,
}: {
  block: HomeTestimonialsBlock
  locale: Locale
}) {
  // The carousel's labels and controls are interface, from the messages.
  const t = await getTranslations('home.testimonials')
  const items = testimonialItems(await getTestimonials(locale), locale, serverUrl())
  return (
    <Section id="testimonials" title={block.title} lead={block.lead || undefined} centered>
      <div className="mx-auto max-w-3xl">
        <TestimonialsCarousel
          icons={{
            pause: <Pause aria-hidden="true" className="size-4" />,
            play: <Play aria-hidden="true" className="size-4" />,
          }}
          labels={{
            carouselLabel: t('carouselLabel'),
            slideLabel: t.raw('slideLabel') as string,
            goTo: t.raw('goTo') as string,
            pause: t('pause'),
            play: t('play'),
            empty: t('empty'),
          }}
          anchors={items.map((item) => testimonialAnchor(item.id))}
          slides={items.map((item) => (
            <TestimonialCard key={item.id} item={item} />
          ))}
        />
      </div>
    </Section>
  )
}
