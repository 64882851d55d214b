import { CircleCheckBig } from 'lucide-react'
import Image, { type StaticImageData } from 'next/image'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/Button'
import { Section } from '@/components/Section'
import { inLocale, SOLUTIONS, type SolutionId } from '@/content/home'
import type { Locale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'
import solutionEcommerce from './images/solution-ecommerce.webp'
import solutionMobile from './images/solution-mobile.webp'
import solutionWebsite from './images/solution-website.webp'
import { SolutionsTabs } from './SolutionsTabs'

const SOLUTION_IMAGES: Record<SolutionId, StaticImageData> = {
  website: solutionWebsite,
  mobile: solutionMobile,
  ecommerce: solutionEcommerce,
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
