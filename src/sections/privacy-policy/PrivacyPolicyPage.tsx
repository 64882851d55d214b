import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { BackToTop } from '@/components/BackToTop'
import { Button } from '@/components/Button'
import { Container } from '@/components/Container'
import { CtaBand } from '@/components/CtaBand'
import { PageHero } from '@/components/PageHero'
import { PRIVACY_POLICY, PRIVACY_POLICY_UPDATED, sectionAnchor } from '@/content/privacy-policy'
import type { Locale } from '@/i18n/routing'
import { getSiteSettings } from '@/lib/data'
import { localizePath, PAGES } from '@/lib/routes'
import { companyName } from '@/lib/seo'

import { formatLongDate } from './date'
import { PolicySections } from './PolicySections'

/**
 * Terms of use and privacy policy (docs/PRODUCT.md, Privacy policy page): the 16 numbered sections, a
 * table of contents, the "last updated" date, and in Arabic the notice that
 * the English text prevails. Company facts come from site settings.
 */
export async function PrivacyPolicyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('privacy')
  const settings = await getSiteSettings(locale)
  const sections = PRIVACY_POLICY[locale]
  const contactHref = localizePath(PAGES.contact.path, locale)
  const values = {
    company: await companyName(locale, settings),
    cr: settings.commercialRegistration,
    kuwaitAddress: settings.kuwait.address,
    abuDhabiAddress: settings.abuDhabi.address,
    email: settings.email,
    phone: settings.phone,
  }

  return (
    <main id="main">
      <PageHero
        art="privacy"
        size="compact"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={<p>{t('lead')}</p>}
      >
        <p className="mt-6 text-[15px] text-white/85">
          {t('updated', { date: formatLongDate(PRIVACY_POLICY_UPDATED, locale) })}
        </p>
      </PageHero>

      <Container className="pt-14 lg:pt-20">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 xl:grid-cols-[17rem_minmax(0,1fr)]">
          <nav
            aria-labelledby="policy-contents"
            className="mb-12 rounded-2xl border border-slate-200 bg-surface p-5 lg:sticky lg:top-28 lg:mb-0 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0 lg:-mx-2"
          >
            <h2
              id="policy-contents"
              className="px-2 text-sm font-bold tracking-[0.08em] text-brand uppercase rtl:text-[15px] rtl:tracking-normal rtl:normal-case"
            >
              {t('contents')}
            </h2>
            <ol className="mt-3 flex flex-col gap-0.5">
              {sections.map((section, index) => (
                <li key={sectionAnchor(index)}>
                  <a
                    href={`#${sectionAnchor(index)}`}
                    className="flex gap-2 rounded-lg px-2 py-1.5 text-[15px] leading-snug text-muted transition-colors hover:bg-brand-soft/60 hover:text-ink"
                  >
                    <span className="min-w-6 shrink-0 font-semibold text-brand tabular-nums">
                      {index + 1}.
                    </span>{' '}
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <article className="max-w-[39rem] text-[1.0625rem] leading-[1.75] text-ink rtl:leading-[1.9]">
            {locale === 'ar' ? (
              <div
                data-testid="translation-notice"
                className="mb-12 rounded-2xl border border-brand/25 bg-brand-soft/40 p-5 sm:p-6"
              >
                <p>{t('translationNotice')}</p>
                <p className="mt-3">
                  <Link
                    href={PAGES.privacyPolicy.path}
                    hrefLang="en"
                    className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
                  >
                    {t('englishVersion')}
                  </Link>
                </p>
              </div>
            ) : null}
            <PolicySections
              locale={locale}
              sections={sections}
              values={values}
              contactHref={contactHref}
            />
          </article>
        </div>
      </Container>

      <CtaBand
        id="policy-questions"
        title={t('questions')}
        text={t('questionsText')}
        actions={
          <Button href={contactHref} onDark arrow>
            {t('contactUs')}
          </Button>
        }
      />
      <BackToTop />
    </main>
  )
}
