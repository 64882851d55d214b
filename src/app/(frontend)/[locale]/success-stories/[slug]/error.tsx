'use client'

import ar from '@/i18n/messages/ar/stories.json'
import en from '@/i18n/messages/en/stories.json'
import { usePageLocale } from '@/i18n/use-page-locale'
import { localizePath } from '@/lib/routes'
import { GoBackButton } from '@/sections/success-stories/GoBackButton'
import { MissingPage } from '@/components/MissingPage'

/** A success story that fails to load (docs/PRODUCT.md, Success story pages): "Oops! Something went wrong", "Failed to load story content", Go Back. */
export default function StoryError() {
  const locale = usePageLocale()
  const t = { en, ar }[locale].error
  return (
    <MissingPage
      alert
      title={t.title}
      message={t.message}
      action={<GoBackButton label={t.goBack} homeHref={localizePath('/', locale)} />}
    />
  )
}
