import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/Button'
import { Container } from '@/components/Container'
import { StatGrid } from '@/components/StatGrid'
import { HOME_STATS, inLocale } from '@/content/home'
import type { Locale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'

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
