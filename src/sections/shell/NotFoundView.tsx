import { ArrowRight, BookOpenText, Building2, Layers, Mail, type LucideIcon } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { buttonClass } from '@/components/Button'
import { Container } from '@/components/Container'
import { PageHero } from '@/components/PageHero'
import type { Locale } from '@/i18n/routing'
import { localizePath, PAGES } from '@/lib/routes'

/** Where a lost visitor most likely wanted to go, named as in the main menu. */
const SUGGESTIONS: Array<{ page: keyof typeof PAGES; label: string; icon: LucideIcon }> = [
  { page: 'about', label: 'about', icon: Building2 },
  { page: 'whatWeDo', label: 'whatWeDo', icon: Layers },
  { page: 'blog', label: 'blog', icon: BookOpenText },
  { page: 'contact', label: 'contact', icon: Mail },
]

/**
 * The not-found page (docs/PRODUCT.md, Not-found and error states): "404 - Page Not Found", the explanation and
 * "Return to Home", then a white band of the main pages so the dark hero does
 * not run into the dark footer. Plain <a>s: from a 404 a full page load is the
 * safe way on.
 */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const nav = await getTranslations({ locale, namespace: 'shell.nav' })
  return (
    <main id="main" className="flex min-h-[75vh] flex-col">
      <PageHero
        art="notFound"
        size="compact"
        className="flex flex-1 flex-col justify-center"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={<p>{t('message')}</p>}
        actions={
          <a
            href={localizePath('/', locale)}
            className={buttonClass({ variant: 'primary', onDark: true })}
          >
            {t('home')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </a>
        }
      />
      <section
        aria-labelledby="not-found-suggestions"
        className="bg-white py-12 lg:py-16"
        data-testid="not-found-suggestions"
      >
        <Container>
          <h2 id="not-found-suggestions" className="text-xl font-bold">
            {t('suggestions')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {SUGGESTIONS.map(({ page, label, icon: Glyph }) => (
              <li key={page}>
                <a
                  href={localizePath(PAGES[page].path, locale)}
                  className="flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 font-semibold transition-colors duration-200 hover:border-brand hover:text-brand-strong"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
                    <Glyph aria-hidden="true" className="size-5" />
                  </span>
                  {nav(label)}
                  <ArrowRight aria-hidden="true" className="ms-auto size-4 rtl:-scale-x-100" />
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </main>
  )
}
