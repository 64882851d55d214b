import { Check } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import Image from 'next/image'

import { BackToTop } from '@/components/BackToTop'
import { Button } from '@/components/Button'
import { Card } from '@/components/Card'
import { Container } from '@/components/Container'
import { CtaBand } from '@/components/CtaBand'
import { DeviceFrame } from '@/components/DeviceFrame'
import { PageHero } from '@/components/PageHero'
import { Section } from '@/components/Section'
import { StatGrid } from '@/components/StatGrid'
import {
  CASE_STUDIES,
  featuredGrid,
  OUR_WORK_SERVICES,
  OUR_WORK_STATS,
  type CaseStudy,
} from '@/content/our-work'
import { pick } from '@/content/types'
import type { Locale } from '@/i18n/routing'
import { localizedImage } from '@/lib/mockups'
import { localizePath, PAGES } from '@/lib/routes'
import { ServiceIcon } from '@/sections/service-pages/ServiceIcon'

type Labels = { challenge: string; built: string; technologies: string }

/** One case study: text beside its mock-up, the sides alternating (mirrored in Arabic). */
function CaseStudyBlock({
  study,
  index,
  locale,
  labels,
}: {
  study: CaseStudy
  index: number
  locale: Locale
  labels: Labels
}) {
  const titleId = `case-${study.id}-title`
  const image = (
    <Image
      src={localizedImage(study.image.src, locale)}
      width={study.image.width}
      height={study.image.height}
      alt={pick(study.image.alt, locale)}
      sizes={study.frame === 'phone' ? '260px' : '(min-width: 1024px) 560px, 100vw'}
    />
  )
  return (
    <article
      id={`case-${study.id}`}
      aria-labelledby={titleId}
      data-testid="case-study"
      className={`flex flex-col gap-10 lg:items-center lg:gap-16 ${index % 2 === 1 ? 'lg:flex-row-reverse' : 'lg:flex-row'}`}
    >
      <div className="min-w-0 lg:flex-1">
        <p className="inline-block rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-ink">
          {pick(study.kind, locale)}
        </p>
        <h3
          id={titleId}
          className="mt-4 text-[1.75rem] font-bold tracking-[-0.01em] text-balance sm:text-[2rem] rtl:tracking-normal"
        >
          <span dir="ltr" className="text-brand">
            {study.name}
          </span>
          <span aria-hidden="true"> · </span>
          <span>{pick(study.title, locale)}</span>
        </h3>
        <p className="mt-4 text-lg text-muted">{pick(study.summary, locale)}</p>
        <h4 className="mt-6 font-bold">{labels.challenge}</h4>
        <p className="mt-1 text-muted">{pick(study.challenge, locale)}</p>
        <h4 className="mt-6 font-bold">{labels.built}</h4>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {study.features.map((feature) => (
            <li key={feature.en} className="flex gap-2 text-muted">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
              <span>{pick(feature, locale)}</span>
            </li>
          ))}
        </ul>
        {/* A list's own aria-label is read by few screen readers: the name goes before it. */}
        <p className="sr-only">{labels.technologies}</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {study.technologies.map((name) => (
            <li
              key={name}
              dir="ltr"
              className="rounded-md border border-slate-200 bg-white px-2.5 py-1 text-sm font-medium text-ink"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
      <div className="min-w-0 lg:flex-1">
        {study.frame === 'phone' ? (
          <div className="rounded-3xl bg-gradient-to-br from-brand-soft to-white px-6 py-10">
            <DeviceFrame kind="phone" className="max-w-[260px]!">
              {image}
            </DeviceFrame>
          </div>
        ) : (
          <DeviceFrame kind="browser" address={study.address}>
            {image}
          </DeviceFrame>
        )}
      </div>
    </article>
  )
}

/** The Our Work page (docs/PRODUCT.md, Our Work): figures, services, case studies, featured projects. */
export async function OurWorkPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('ourWork')
  const contact = localizePath(PAGES.contact.path, locale)

  return (
    <main id="main">
      <PageHero
        art="work"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        className="pb-16"
      />

      <section
        aria-label={t('statsLabel')}
        data-testid="our-work-stats"
        className="relative z-10 -mt-20"
      >
        <Container>
          <StatGrid
            stats={OUR_WORK_STATS.map((stat) => ({
              value: stat.value,
              label: pick(stat.label, locale),
            }))}
          />
        </Container>
      </section>

      <Section
        id="services"
        eyebrow={t('services.eyebrow')}
        title={t('services.title')}
        lead={t('services.lead')}
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="our-work-services">
          {OUR_WORK_SERVICES.map((service) => (
            <Card as="li" key={service.title.en}>
              <ServiceIcon name={service.icon} />
              <h3 className="mt-5 text-lg font-bold">{pick(service.title, locale)}</h3>
              <p className="mt-2 text-muted">{pick(service.description, locale)}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section
        id="case-studies"
        tone="surface"
        eyebrow={t('caseStudies.eyebrow')}
        title={t('caseStudies.title')}
        lead={t('caseStudies.lead')}
      >
        <div className="flex flex-col gap-20 lg:gap-28">
          {CASE_STUDIES.map((study, index) => (
            <CaseStudyBlock
              key={study.id}
              study={study}
              index={index}
              locale={locale}
              labels={{
                challenge: t('caseStudies.challenge'),
                built: t('caseStudies.built'),
                technologies: t('caseStudies.technologies'),
              }}
            />
          ))}
        </div>
      </Section>

      <Section
        id="featured"
        eyebrow={t('featured.eyebrow')}
        title={t('featured.title')}
        lead={t('featured.lead')}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-grid">
          {featuredGrid().map((project) => (
            <li
              key={project.id}
              data-project={project.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5"
            >
              <Image
                src={localizedImage(project.image.src, locale)}
                width={project.image.width}
                height={project.image.height}
                alt={pick(project.image.alt, locale)}
                sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[8/5] h-auto w-full border-b border-slate-200 object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-brand">{pick(project.category, locale)}</p>
                <h3 className="mt-1 text-xl font-bold">
                  <span dir="ltr">{project.name}</span>
                </h3>
                <p className="mt-2 text-muted">{pick(project.description, locale)}</p>
                {project.tags.length > 0 ? (
                  <ul className="mt-auto flex flex-wrap gap-2 pt-5">
                    {project.tags.map((tag) => (
                      <li
                        key={tag.en}
                        className="rounded-full bg-surface px-3 py-1 text-sm text-ink ring-1 ring-slate-200"
                      >
                        {pick(tag, locale)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={
          <Button href={contact} onDark arrow>
            {t('cta.button')}
          </Button>
        }
      />
      <BackToTop />
    </main>
  )
}
