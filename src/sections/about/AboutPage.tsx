import {
  BadgeCheck,
  Blocks,
  Handshake,
  History,
  Lightbulb,
  UsersRound,
  Workflow,
} from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/Button'
import { Card } from '@/components/Card'
import { CtaBand } from '@/components/CtaBand'
import { PageHero } from '@/components/PageHero'
import { Section } from '@/components/Section'
import { StatGrid } from '@/components/StatGrid'
import type { Locale } from '@/i18n/routing'
import { localizePath, PAGES } from '@/lib/routes'
import { serverUrl } from '@/lib/env'
import { companyName } from '@/lib/seo'
import { WhoWeArePanel } from './WhoWeArePanel'

/** The four "who we are" sections of the scrolling panel, in order (docs/PRODUCT.md, About page). */
const SECTIONS = [
  { key: 'story', icon: History },
  { key: 'build', icon: Blocks },
  { key: 'work', icon: Workflow },
  { key: 'people', icon: UsersRound },
] as const

const VALUES = [
  { key: 'quality', icon: BadgeCheck },
  { key: 'partnership', icon: Handshake },
  { key: 'innovation', icon: Lightbulb },
] as const

const FACTS = ['founded', 'offices', 'services'] as const

/** The About page (docs/PRODUCT.md, About page): mission, who we are, values, vision. */
export async function AboutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('about')
  const contact = localizePath(PAGES.contact.path, locale)
  // The About page states the founding year 2007 (the home page's reading is 2020).
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    url: `${serverUrl()}${localizePath(PAGES.about.path, locale)}`,
    inLanguage: locale,
    about: {
      '@type': 'Organization',
      name: await companyName(locale),
      foundingDate: '2007',
      foundingLocation: 'Kuwait',
    },
  }

  return (
    <main id="main">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <PageHero
        art="about"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={<p>{t('hero.lead')}</p>}
        actions={
          <Button href={contact} onDark arrow>
            {t('hero.cta')}
          </Button>
        }
      />

      <Section id="mission" labelledBy="mission-title">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:gap-16">
          <div>
            <p className="text-sm font-bold tracking-[0.08em] text-brand uppercase rtl:text-[15px] rtl:tracking-normal rtl:normal-case">
              {t('mission.eyebrow')}
            </p>
            <h2
              id="mission-title"
              className="mt-2 text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.5rem] rtl:tracking-normal"
            >
              {t('mission.title')}
            </h2>
            <p className="mt-5 text-lg text-muted sm:text-xl">{t('mission.text')}</p>
          </div>
          <StatGrid
            className="grid-cols-1! sm:grid-cols-3! lg:grid-cols-1!"
            stats={FACTS.map((fact) => ({
              value: t(`mission.facts.${fact}.value`),
              label: t(`mission.facts.${fact}.label`),
            }))}
          />
        </div>
      </Section>

      <Section
        id="who-we-are"
        tone="surface"
        eyebrow={t('whoWeAre.eyebrow')}
        title={t('whoWeAre.title')}
        lead={<span className="hidden lg:inline">{t('whoWeAre.lead')}</span>}
      >
        <WhoWeArePanel
          listLabel={t('whoWeAre.listLabel')}
          panelLabel={t('whoWeAre.panelLabel')}
          items={SECTIONS.map(({ key }) => ({
            id: `who-${key}`,
            label: t(`whoWeAre.sections.${key}.title`),
          }))}
        >
          {SECTIONS.map(({ key, icon: Glyph }) => (
            <article
              key={key}
              id={`who-${key}`}
              aria-labelledby={`who-${key}-title`}
              className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 lg:border-0 lg:px-8 lg:py-9 lg:rounded-none lg:last:min-h-[584px] lg:[&:not(:last-child)]:border-b"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-soft text-brand">
                <Glyph aria-hidden="true" className="size-6" />
              </span>
              <h3 id={`who-${key}-title`} className="mt-5 text-2xl font-bold">
                {t(`whoWeAre.sections.${key}.title`)}
              </h3>
              <p className="mt-3 text-lg text-muted">{t(`whoWeAre.sections.${key}.p1`)}</p>
              <p className="mt-3 text-lg text-muted">{t(`whoWeAre.sections.${key}.p2`)}</p>
            </article>
          ))}
        </WhoWeArePanel>
      </Section>

      <Section id="values" eyebrow={t('values.eyebrow')} title={t('values.title')} centered>
        <ul className="grid gap-5 md:grid-cols-3">
          {VALUES.map(({ key, icon: Glyph }) => (
            <Card as="li" key={key}>
              <span className="grid size-12 place-items-center rounded-xl bg-brand text-white">
                <Glyph aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{t(`values.items.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`values.items.${key}.text`)}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="vision" tone="ink" className="on-dark" labelledBy="vision-title">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-bold tracking-[0.08em] text-brand-soft uppercase rtl:text-[15px] rtl:tracking-normal rtl:normal-case">
            {t('vision.eyebrow')}
          </p>
          <h2
            id="vision-title"
            className="mt-3 text-[2rem] font-bold tracking-[-0.01em] text-balance sm:text-[2.75rem] rtl:tracking-normal"
          >
            {t('vision.title')}
          </h2>
          <p className="mt-5 text-lg text-white/80 sm:text-xl">{t('vision.text')}</p>
        </div>
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
    </main>
  )
}
