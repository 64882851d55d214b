import { Pause, Play } from 'lucide-react'
import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/Section'
import type { Locale } from '@/i18n/routing'
import { serverUrl } from '@/lib/env'
import { testimonialAnchor } from '@/lib/preview-anchors'
import type { HomeTestimonialsBlock } from '@/payload-types'
import { testimonialItems } from '@/sections/home/content'
import { getTestimonials } from '@/lib/data'
import { TestimonialsCarousel } from '@/sections/home/TestimonialsCarousel'

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
            <figure
              key={item.id}
              className="flex h-full flex-col items-center rounded-3xl border border-slate-200 bg-white px-6 py-10 text-center shadow-[0_20px_50px_rgba(11,31,51,0.08)] sm:px-12"
            >
              <Image
                src={item.logoUrl}
                alt={item.logoAlt}
                width={180}
                height={60}
                unoptimized={item.logoUrl.endsWith('.svg') || !item.logoUrl.startsWith('/')}
                className="h-12 w-auto"
              />
              <blockquote className="mt-6 flex-1 text-lg leading-relaxed text-ink sm:text-xl">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold">{item.authorName}</span>
                {item.authorPosition ? (
                  <span className="block text-sm text-muted">{item.authorPosition}</span>
                ) : null}
              </figcaption>
            </figure>
          ))}
        />
      </div>
    </Section>
  )
}
