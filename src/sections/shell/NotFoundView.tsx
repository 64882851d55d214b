import { ArrowRight } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { buttonClass } from '@/components/Button'
import { PageHero } from '@/components/PageHero'
import type { Locale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'

/**
 * Spec §2 not-found page: "404 - Page Not Found", the explanation and
 * "Return to Home". A plain <a>: from a 404 a full page load is the safe way home.
 */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <main id="main" className="flex min-h-[75vh] flex-col">
      <PageHero
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
    </main>
  )
}
