import { getTranslations } from 'next-intl/server'

import { Container } from '@/components/Container'
import type { Locale } from '@/i18n/routing'
import { getSiteSettings } from '@/lib/data'
import { localizePath, PAGES } from '@/lib/routes'
import { companyName } from '@/lib/seo'
import type { PolicySectionsBlock } from '@/payload-types'
import { PolicyClauses } from './Clauses'
import { sectionAnchor } from './format'

/**
 * The policy's text beside its table of contents (both derived from the same
 * sections), and in the languages other than English the notice that the
 * English text prevails. Company facts come from the site settings.
 */
export async function PolicySectionsView({
  block,
  locale,
}: {
  block: PolicySectionsBlock
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'privacy' })
  const settings = (await getSiteSettings(locale)).value
  const sections = block.sections ?? []
  const links = {
    contact: localizePath(PAGES.contact.path, locale),
    maps: block.mapsPrivacyUrl ?? '',
    sections: sections.length,
  }
  const values = {
    company: await companyName(locale, settings),
    cr: settings.commercialRegistration,
    kuwaitAddress: settings.kuwait.address,
    abuDhabiAddress: settings.abuDhabi.address,
    email: settings.email,
    phone: settings.phone,
  }

  return (
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
              <li key={section.id ?? sectionAnchor(index)}>
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
          {locale !== 'en' && block.notice ? (
            <div
              data-testid="translation-notice"
              className="mb-12 rounded-2xl border border-brand/25 bg-brand-soft/40 p-5 sm:p-6"
            >
              <p>{block.notice}</p>
              {block.noticeLink ? (
                <p className="mt-3">
                  {/* A plain link: the English page has another root layout (lang, dir), so the
                      router could not prefetch it and retried without end, flooding the server. */}
                  <a
                    href={PAGES.privacyPolicy.path}
                    hrefLang="en"
                    className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
                  >
                    {block.noticeLink}
                  </a>
                </p>
              ) : null}
            </div>
          ) : null}
          <PolicyClauses locale={locale} sections={sections} values={values} links={links} />
        </article>
      </div>
    </Container>
  )
}
