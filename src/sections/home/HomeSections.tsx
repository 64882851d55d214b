import { CircleCheckBig, Headset, Pause, Play, Smile, Timer } from 'lucide-react'
import Image, { type StaticImageData } from 'next/image'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/Button'
import { Container } from '@/components/Container'
import { Icon } from '@/components/Icon'
import { Section } from '@/components/Section'
import { StatGrid } from '@/components/StatGrid'
import {
  HOME_STATS,
  inLocale,
  PARTNERS,
  SOLUTIONS,
  SUPPORT_STATS,
  type PartnerLogoId,
  type SolutionId,
} from '@/content/home'
import type { Locale } from '@/i18n/routing'
import { serverUrl } from '@/lib/env'
import { localizePath } from '@/lib/routes'
import { featureCards, initials, teamContent, testimonialItems } from './content'
import { readFeatures, readTeam, readTestimonials, type TeamMember } from './data'
import styles from './home.module.css'
import partnerAlNoor from './images/partner-al-noor.webp'
import partnerBayanCare from './images/partner-bayan-care.webp'
import partnerGulfRetail from './images/partner-gulf-retail.webp'
import partnerKhaleejAir from './images/partner-khaleej-air.webp'
import partnerMarinaFoods from './images/partner-marina-foods.webp'
import partnerSaduStyle from './images/partner-sadu-style.webp'
import partnerWafraAuto from './images/partner-wafra-auto.webp'
import solutionEcommerce from './images/solution-ecommerce.webp'
import solutionMobile from './images/solution-mobile.webp'
import solutionWebsite from './images/solution-website.webp'
import { SolutionsTabs } from './SolutionsTabs'
import { TestimonialsCarousel } from './TestimonialsCarousel'

const SOLUTION_IMAGES: Record<SolutionId, StaticImageData> = {
  website: solutionWebsite,
  mobile: solutionMobile,
  ecommerce: solutionEcommerce,
}

const PARTNER_IMAGES: Record<PartnerLogoId, StaticImageData> = {
  'gulf-retail': partnerGulfRetail,
  'marina-foods': partnerMarinaFoods,
  'al-noor': partnerAlNoor,
  'bayan-care': partnerBayanCare,
  'sadu-style': partnerSaduStyle,
  'wafra-auto': partnerWafraAuto,
  'khaleej-air': partnerKhaleejAir,
}

/** The hero text block (docs/PRODUCT.md, Home page): a call to action to /contact and the four statistics. */
export async function IntroBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.intro')
  return (
    <section aria-labelledby="intro-title" className="bg-white pb-16 lg:pb-24">
      <Container>
        <div className="relative z-10 -mt-16">
          <h2 id="intro-stats" className="sr-only">
            {t('statsLabel')}
          </h2>
          <StatGrid
            stats={HOME_STATS.map((stat) => ({
              value: inLocale(stat.value, locale),
              label: inLocale(stat.label, locale),
            }))}
          />
        </div>
        <div className="mt-16 grid gap-6 lg:mt-24 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="text-sm font-bold tracking-[0.08em] text-brand uppercase rtl:text-[15px] rtl:tracking-normal rtl:normal-case">
              {t('eyebrow')}
            </p>
            <h2
              id="intro-title"
              className="mt-2 text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal"
            >
              {t('title')}
            </h2>
          </div>
          <div className="lg:pt-8">
            <p className="text-lg text-muted">{t('text')}</p>
            <div className="mt-8">
              <Button href={localizePath('/contact', locale)} arrow>
                {t('cta')}
              </Button>
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}

/** Solutions: three tabs (website, mobile, e-commerce), each with an explore link to /contact. */
export async function Solutions({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.solutions')
  const contact = localizePath('/contact', locale)
  return (
    <Section
      id="solutions"
      tone="surface"
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
    >
      <SolutionsTabs
        label={t('tabsLabel')}
        rtl={locale === 'ar'}
        tabs={SOLUTIONS.map((solution) => ({
          id: solution.id,
          label: inLocale(solution.tab, locale),
        }))}
        panels={SOLUTIONS.map((solution) => (
          <div
            key={solution.id}
            className="grid items-center gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-16"
          >
            <div>
              <h3 className="text-2xl font-bold sm:text-3xl">{inLocale(solution.title, locale)}</h3>
              <p className="mt-4 text-lg text-muted">{inLocale(solution.text, locale)}</p>
              <ul className="mt-6 space-y-3">
                {solution.points.map((point) => (
                  <li key={point.en} className="flex gap-3">
                    <CircleCheckBig
                      aria-hidden="true"
                      className="mt-1 size-5 shrink-0 text-brand"
                    />
                    <span>{inLocale(point, locale)}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-8">
                <Button href={contact} arrow>
                  {t('explore')}
                  <span className="sr-only">: {inLocale(solution.tab, locale)}</span>
                </Button>
              </div>
            </div>
            <Image
              src={SOLUTION_IMAGES[solution.id]}
              alt={inLocale(solution.imageAlt, locale)}
              sizes="(min-width: 1024px) 600px, 100vw"
              className="h-auto w-full rounded-2xl shadow-[0_30px_60px_rgba(11,31,51,0.18)]"
            />
          </div>
        ))}
      />
    </Section>
  )
}

/** The partner-logo strip: a 30 s loop; the second copy (for the seamless loop) is hidden from screen readers. */
export async function PartnerStrip() {
  const t = await getTranslations('home.partners')
  const logos = (copy: number) =>
    PARTNERS.map((partner) => (
      <li key={`${copy}-${partner.id}`} className="shrink-0 px-5 sm:px-10">
        <Image
          src={PARTNER_IMAGES[partner.id]}
          alt={copy === 0 ? partner.name : ''}
          sizes="160px"
          loading="eager"
          className="h-9 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-12"
        />
      </li>
    ))
  return (
    <section aria-labelledby="partners-title" className="border-y border-slate-100 bg-white py-12">
      <Container>
        <h2 id="partners-title" className="text-center text-sm font-semibold text-muted">
          {t('title')}
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

/** Features: published features from the CMS, else the six built-in cards. */
export async function Features({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.features')
  const cards = featureCards(await readFeatures(locale), locale)
  return (
    <Section id="features" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="features">
        {cards.map((card) => (
          <li
            key={card.id}
            className="rounded-2xl border border-slate-200 bg-white p-6 transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5 sm:p-7"
          >
            <span className="mb-5 grid size-12 place-items-center rounded-xl bg-brand-soft text-brand">
              <Icon name={card.iconName} className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{card.title}</h3>
            {card.description ? <p className="mt-2 text-muted">{card.description}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

const SUPPORT_ICONS = [Headset, Smile, Timer]

/** The customer-support block: 24/7, 98% satisfaction, 5 min response. */
export async function SupportBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.support')
  return (
    <section aria-labelledby="support-title" className="bg-white pb-16 lg:pb-24">
      <Container>
        <div className="page-hero relative isolate overflow-hidden rounded-3xl px-6 py-12 text-white sm:px-12 lg:py-16">
          <div aria-hidden="true" className="page-hero-grid absolute inset-0 -z-10" />
          <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
            <div>
              <p className="text-sm font-bold tracking-[0.08em] text-brand-soft uppercase rtl:text-[15px] rtl:tracking-normal rtl:normal-case">
                {t('eyebrow')}
              </p>
              <h2
                id="support-title"
                className="mt-2 text-3xl font-bold text-balance sm:text-[2.5rem] rtl:tracking-normal"
              >
                {t('title')}
              </h2>
              <p className="mt-4 text-lg text-white/85">{t('text')}</p>
              <div className="mt-8">
                <Button href={localizePath('/contact', locale)} onDark arrow>
                  {t('cta')}
                </Button>
              </div>
            </div>
            {/* On phones a third of the card is too narrow for "5 دقائق": one row per figure there. */}
            <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4" data-testid="support-stats">
              {SUPPORT_STATS.map((stat, index) => {
                const Glyph = SUPPORT_ICONS[index]
                return (
                  <div
                    key={stat.label.en}
                    className="flex items-center gap-3 rounded-2xl border border-white/15 bg-white/[0.06] px-4 py-3 sm:flex-col sm:items-stretch sm:gap-0 sm:p-6"
                  >
                    <dt className="order-2 text-sm text-white/85 sm:mt-1 sm:text-base">
                      {inLocale(stat.label, locale)}
                    </dt>
                    <dd className="order-1 flex min-w-28 shrink-0 items-center gap-2.5 text-2xl font-bold text-accent sm:block sm:min-w-0 sm:text-4xl">
                      <Glyph
                        aria-hidden="true"
                        className="size-6 shrink-0 text-brand-soft sm:mb-4 sm:size-7"
                      />
                      <span dir="auto" className="whitespace-nowrap">
                        {inLocale(stat.value, locale)}
                      </span>
                    </dd>
                  </div>
                )
              })}
            </dl>
          </div>
        </div>
      </Container>
    </section>
  )
}

function Avatar({ member, size }: { member: TeamMember; size: 'large' | 'small' }) {
  const box = size === 'large' ? 'size-40 sm:size-48' : 'size-28'
  // Photos are served by this site (the CSP allows no other image origin).
  if (member.imageUrl?.startsWith('/')) {
    return (
      <Image
        src={member.imageUrl}
        alt={member.imageAlt || member.name}
        width={400}
        height={400}
        sizes={size === 'large' ? '192px' : '112px'}
        className={`${box} shrink-0 rounded-full object-cover ring-4 ring-white shadow-lg`}
        style={member.imagePosition ? { objectPosition: member.imagePosition } : undefined}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand to-ink font-bold text-white shadow-lg ring-4 ring-white ${size === 'large' ? 'text-5xl' : 'text-3xl'}`}
    >
      {initials(member.name)}
    </span>
  )
}

/** The team (docs/PRODUCT.md, Home fallbacks): the CEO large, the others in a grid; four built-in members when none can be read. */
export async function Team({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.team')
  const { ceo, others } = teamContent(await readTeam(locale), locale)
  return (
    <Section id="team" tone="surface" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
      {ceo ? (
        <div
          className="flex flex-col items-center gap-8 rounded-3xl border border-slate-200 bg-white p-8 text-center sm:flex-row sm:text-start lg:p-10"
          data-testid="team-ceo"
        >
          <Avatar member={ceo} size="large" />
          <div>
            <p className="text-sm font-semibold text-brand">{t('ceo')}</p>
            <h3 className="mt-1 text-2xl font-bold sm:text-3xl">{ceo.name}</h3>
            <p className="mt-2 text-lg text-muted">{ceo.position}</p>
          </div>
        </div>
      ) : null}
      <ul
        className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-[repeat(auto-fit,minmax(190px,1fr))]"
        data-testid="team-grid"
      >
        {others.map((member) => (
          <li
            key={member.id}
            className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center sm:p-6"
          >
            <Avatar member={member} size="small" />
            <h3 className="mt-4 font-semibold">{member.name}</h3>
            <p className="mt-1 text-sm text-muted">{member.position}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** Testimonials: "You're in good company", 8,530 businesses, a carousel turning every 4 s. */
export async function Testimonials({ locale }: { locale: Locale }) {
  const t = await getTranslations('home.testimonials')
  const items = testimonialItems(await readTestimonials(locale), locale, serverUrl())
  return (
    <Section id="testimonials" title={t('title')} lead={t('subtitle')} centered>
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
