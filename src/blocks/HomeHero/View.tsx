import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'
import type { HomeHeroBlock } from '@/payload-types'
import { heroContent } from '@/sections/home/content'
import { getHeroSlides, type HeroSlide } from '@/lib/data'
import type { HeroSlideView } from '@/sections/home/hero-slide'
import { HeroSlider } from '@/sections/home/HeroSlider'

function view(slide: HeroSlide, locale: Locale): HeroSlideView {
  const link = slide.buttonLink.trim() || '/what-we-do'
  const internal = link.startsWith('/') && !link.startsWith('//')
  return {
    id: slide.id,
    title: slide.title,
    subtitle: slide.subtitle,
    buttonText: slide.buttonText,
    href: internal ? localizePath(link, locale) : link,
    videoUrl: slide.videoUrl,
    posterUrl: slide.posterUrl,
  }
}

/** The slider's own words (aria labels, controls, states): interface, from the messages. */
const CHROME = [
  'carouselLabel',
  'previous',
  'next',
  'pause',
  'play',
  'error',
  'retry',
  'loading',
  'empty',
] as const

/** The hero slider (docs/PRODUCT.md, Home page): the CMS slides, or the built-in slide with Retry when they cannot be read. */
export async function HomeHeroView({ block, locale }: { block: HomeHeroBlock; locale: Locale }) {
  const content = heroContent(await getHeroSlides(locale), locale)
  const t = await getTranslations('home.hero')
  const labels = {
    ...(Object.fromEntries(CHROME.map((key) => [key, t(key)])) as Record<
      (typeof CHROME)[number],
      string
    >),
    talk: block.contactLabel ?? '',
    slideLabel: t.raw('slideLabel') as string,
    goTo: t.raw('goTo') as string,
  }
  return (
    <HeroSlider
      labels={labels}
      eyebrow={
        block.eyebrow ? (
          <p className="mb-5 inline-block rounded-full border border-brand-soft/30 bg-brand-soft/15 px-3 py-1 text-[13px] font-semibold text-brand-soft">
            {block.eyebrow}
          </p>
        ) : null
      }
      icons={{
        arrow: <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />,
        previous: <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />,
        next: <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />,
        pause: <Pause aria-hidden="true" className="size-5" />,
        play: <Play aria-hidden="true" className="size-5" />,
      }}
      frameClass="mx-auto w-full max-w-[calc(1200px+4rem)] px-4 sm:px-6 lg:px-8 relative grid items-center gap-12 pt-32 pb-32 lg:grid-cols-[1.1fr_0.9fr] lg:pt-40 lg:pb-40"
      locale={locale}
      state={content.state}
      slides={content.slides.map((slide) => view(slide, locale))}
      aside={<HeroDashboard block={block} />}
    />
  )
}

/** Heights of the dashboard's bar chart (a drawing, not data). */
const BARS = [35, 55, 45, 70, 60, 85, 75, 95]

/** The product mock-up beside the hero text: drawn in HTML, no image to load. */
function HeroDashboard({ block }: { block: HomeHeroBlock }) {
  return (
    <figure
      role="img"
      aria-label={block.dashboardLabel ?? undefined}
      className="rounded-2xl border border-white/15 bg-[#0d2a3f]/90 p-4 shadow-[0_40px_80px_rgba(0,0,0,0.35)]"
    >
      <div aria-hidden="true">
        <div className="mb-3 flex gap-1.5">
          <i className="size-2.5 rounded-full bg-white/25" />
          <i className="size-2.5 rounded-full bg-white/25" />
          <i className="size-2.5 rounded-full bg-white/25" />
        </div>
        <div className="grid grid-cols-3 gap-2.5">
          {(block.dashboardFigures ?? []).map((figure, index) => (
            <div key={figure.id ?? index} className="rounded-xl bg-white/[0.07] p-3">
              <span className="block text-xs text-white/70">{figure.label}</span>
              <b dir="ltr" className="mt-1 block text-lg font-bold">
                {figure.value}
              </b>
            </div>
          ))}
          <div className="col-span-3 flex h-40 items-end gap-2.5 rounded-xl bg-white/[0.07] p-3">
            {BARS.map((height, index) => (
              <i
                key={index}
                className="flex-1 rounded-t-md bg-gradient-to-b from-teal-400 to-brand"
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        </div>
      </div>
    </figure>
  )
}
