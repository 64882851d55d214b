import { getTranslations } from 'next-intl/server'
import { connection } from 'next/server'

import { StateMessage } from '@/components/StateMessage'
import type { Locale } from '@/i18n/routing'
import { getServices } from '@/lib/data'
import { localizePath, servicePath } from '@/lib/routes'

import { HashScroll } from './HashScroll'
import { ServiceSection } from './ServiceSection'
import { ServicesError } from './ServicesStates'

/** One section per service from the CMS, in display order (docs/PRODUCT.md, What We Do page). */
export async function ServicesList({ locale }: { locale: Locale }) {
  const t = await getTranslations('whatWeDo')
  const result = await getServices(locale)
  if (!result.ok) {
    // Never keep a failed read in the page cache: render this one on request,
    // so the retry (a reload) reads the services again.
    await connection()
    return (
      <ServicesError
        title={t('error.title')}
        message={t('error.message')}
        retry={t('error.retry')}
      />
    )
  }
  if (result.value.length === 0) {
    return <StateMessage kind="empty" message={t('empty')} className="py-24" />
  }
  return (
    <>
      {result.value.map((service, index) => (
        <ServiceSection
          key={service.id}
          service={service}
          index={index}
          // Every service has its page (its blocks); the CMS is the list.
          href={localizePath(servicePath(service.slug), locale)}
          labels={{
            learnMore: t('learnMore'),
            learnMoreAbout: t('learnMoreAbout', { service: service.title }),
            noImage: t('noImage'),
          }}
        />
      ))}
      <HashScroll />
    </>
  )
}
