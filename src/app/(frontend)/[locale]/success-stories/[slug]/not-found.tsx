import { getLocale, getTranslations } from 'next-intl/server'

import { buttonClass } from '@/components/Button'
import { isLocale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'
import { StoryMissingView } from '@/sections/success-stories/StoryMissingView'

/** An unknown or inactive story (spec §8), answered with HTTP 404. */
export default async function StoryNotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : 'en'
  const t = await getTranslations({ locale, namespace: 'stories.notFound' })
  return (
    <StoryMissingView
      title={t('title')}
      message={t('message')}
      action={
        <a
          href={localizePath('/', locale)}
          className={buttonClass({ variant: 'primary', onDark: true })}
        >
          {t('home')}
        </a>
      }
    />
  )
}
