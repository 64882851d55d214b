import { getTranslations } from 'next-intl/server'

import { Container } from '@/components/Container'
import { SECTION_TITLE } from '@/components/Section'
import { StatGrid } from '@/components/StatGrid'
import type { Locale } from '@/i18n/routing'
import type { HomeIntroBlock } from '@/payload-types'
import { PageLinkButton, shownButton } from '../PageLink'
import { Eyebrow } from '@/components/Eyebrow'

/** The hero text block (docs/PRODUCT.md, Home page): the four figures, who we are and a call to action. */
export async function HomeIntroView({ block, locale }: { block: HomeIntroBlock; locale: Locale }) {
  // The figures' sr-only heading names a list for screen readers: interface, from the messages.
  const t = await getTranslations('home.intro')
  return (
    <section aria-labelledby="intro-title" className="bg-white pb-16 lg:pb-24">
      <Container>
        <div className="relative z-10 -mt-16">
          <h2 id="intro-stats" className="sr-only">
            {t('statsLabel')}
          </h2>
          <StatGrid
            stats={(block.figures ?? []).map((figure) => ({
              value: figure.value ?? '',
              label: figure.label ?? '',
            }))}
          />
        </div>
        <div className="mt-16 grid gap-6 lg:mt-24 lg:grid-cols-2 lg:gap-16">
          <div>
            {block.eyebrow ? <Eyebrow>{block.eyebrow}</Eyebrow> : null}
            <h2 id="intro-title" className={SECTION_TITLE}>
              {block.title}
            </h2>
          </div>
          <div className="lg:pt-8">
            {block.text ? <p className="text-lg text-muted">{block.text}</p> : null}
            {shownButton(block.button) ? (
              <div className="mt-8">
                <PageLinkButton link={block.button} locale={locale} onDark={false} />
              </div>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  )
}
