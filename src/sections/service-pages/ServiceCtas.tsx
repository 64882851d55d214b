import { getTranslations } from 'next-intl/server'

import { BackToTop } from '@/components/BackToTop'
import { Button } from '@/components/Button'
import { CtaBand } from '@/components/CtaBand'
import type { Locale } from '@/i18n/routing'
import { localizePath, PAGES } from '@/lib/routes'

/**
 * The closing call to action of a service page: a primary link to /contact
 * and a secondary one to /what-we-do. Labels default to "Get started" and
 * "Explore services" (servicePages.common); pass others if a page needs them.
 * It ends every service page, so it also brings the back-to-top link: these
 * pages run to ten or more phone screens.
 */
export async function ServiceCtas({
  locale,
  title,
  text,
  primaryLabel,
  secondaryLabel,
}: {
  locale: Locale
  title: string
  text?: string
  primaryLabel?: string
  secondaryLabel?: string
}) {
  const t = await getTranslations({ locale, namespace: 'servicePages.common' })
  return (
    <>
      <CtaBand
        title={title}
        text={text}
        actions={
          <>
            <Button href={localizePath(PAGES.contact.path, locale)} onDark arrow>
              {primaryLabel ?? t('getStarted')}
            </Button>
            <Button href={localizePath(PAGES.whatWeDo.path, locale)} variant="secondary" onDark>
              {secondaryLabel ?? t('exploreServices')}
            </Button>
          </>
        }
      />
      <BackToTop />
    </>
  )
}
