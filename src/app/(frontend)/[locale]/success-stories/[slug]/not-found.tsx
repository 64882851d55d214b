'use client'

import { useLocale, useTranslations } from 'next-intl'

import { buttonClass } from '@/components/Button'
import { isLocale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'
import { StoryMissingView } from '@/sections/success-stories/StoryMissingView'

/**
 * An unknown or inactive story (spec §8), answered with HTTP 404. The page
 * renders the same view into the server HTML; this boundary shows it in the
 * browser. A client component: not-found files get no params, and reading
 * the locale on the server here would make the route dynamic.
 */
export default function StoryNotFound() {
  const t = useTranslations('stories.notFound')
  const requested = useLocale()
  const locale = isLocale(requested) ? requested : 'en'
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
