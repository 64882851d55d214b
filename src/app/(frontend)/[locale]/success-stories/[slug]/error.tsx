'use client'

import { useLocale, useTranslations } from 'next-intl'

import { isLocale } from '@/i18n/routing'
import { localizePath } from '@/lib/routes'
import { GoBackButton } from '@/sections/success-stories/GoBackButton'
import { StoryMissingView } from '@/sections/success-stories/StoryMissingView'

/** Spec §8 success-story failure: "Oops! Something went wrong", "Failed to load story content", Go Back. */
export default function StoryError() {
  const t = useTranslations('stories.error')
  const requested = useLocale()
  const locale = isLocale(requested) ? requested : 'en'
  return (
    <StoryMissingView
      alert
      title={t('title')}
      message={t('message')}
      action={<GoBackButton label={t('goBack')} homeHref={localizePath('/', locale)} />}
    />
  )
}
