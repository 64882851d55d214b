import { CircleCheckBig } from 'lucide-react'
import Image, { type StaticImageData } from 'next/image'
import { getTranslations } from 'next-intl/server'

import { headingOf, Section } from '@/components/Section'
import type { Locale } from '@/i18n/routing'
import type { HomeSolutionsBlock } from '@/payload-types'
import solutionEcommerce from '@/sections/home/images/solution-ecommerce.webp'
import solutionMobile from '@/sections/home/images/solution-mobile.webp'
import solutionWebsite from '@/sections/home/images/solution-website.webp'
import { SolutionsTabs } from '@/sections/home/SolutionsTabs'
import { textsOf } from '../context'
import { PageLinkButton, shownButton } from '../PageLink'
import type { SolutionPicture } from './pictures'

const SOLUTION_IMAGES: Record<SolutionPicture, StaticImageData> = {
  website: solutionWebsite,
  mobile: solutionMobile,
  ecommerce: solutionEcommerce,
}

/** Solutions: one tab per solution (its text, points and picture), each with a button. */
export async function HomeSolutionsView({
  block,
  locale,
}: {
  block: HomeSolutionsBlock
  locale: Locale
}) {
  // The tab list's name for screen readers is interface, from the messages.
  const t = await getTranslations('home.solutions')
  const button = shownButton(block.button)
  const solutions = block.solutions ?? []
  return (
    <Section id="solutions" tone="surface" {...headingOf(block)}>
      <SolutionsTabs
        label={t('tabsLabel')}
        rtl={locale === 'ar'}
        tabs={solutions.map((solution, index) => ({
          id: String(index + 1),
          label: solution.tab ?? '',
        }))}
        panels={solutions.map((solution, index) => (
          <div key={index} className="grid items-center gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
            <div>
              <h3 className="text-2xl font-bold sm:text-3xl">{solution.title}</h3>
              {solution.text ? <p className="mt-4 text-lg text-muted">{solution.text}</p> : null}
              <ul className="mt-6 space-y-3">
                {textsOf(solution.points).map((point) => (
                  <li key={point} className="flex gap-3">
                    <CircleCheckBig
                      aria-hidden="true"
                      className="mt-1 size-5 shrink-0 text-brand"
                    />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              {button ? (
                <div className="mt-8">
                  <PageLinkButton link={block.button} locale={locale} onDark={false}>
                    <span className="sr-only">: {solution.tab}</span>
                  </PageLinkButton>
                </div>
              ) : null}
            </div>
            <Image
              src={SOLUTION_IMAGES[solution.picture] ?? solutionWebsite}
              alt={solution.pictureAlt ?? ''}
              sizes="(min-width: 1024px) 600px, 100vw"
              className="h-auto w-full rounded-2xl shadow-[0_30px_60px_rgba(11,31,51,0.18)]"
            />
          </div>
        ))}
      />
    </Section>
  )
}
