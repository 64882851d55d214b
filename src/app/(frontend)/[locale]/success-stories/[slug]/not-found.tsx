'use client'

import { buttonClass } from '@/components/Button'
import ar from '@/i18n/messages/ar/stories.json'
import en from '@/i18n/messages/en/stories.json'
import { usePageLocale } from '@/i18n/use-page-locale'
import { localizePath } from '@/lib/routes'
import { MissingPage } from '@/components/MissingPage'

/**
 * An unknown or inactive story, answered with HTTP 404. The page
 * renders the same view into the server HTML; this boundary shows it in the
 * browser. A client component: not-found files get no params, and reading
 * the locale on the server here would make the route dynamic.
 */
export default function StoryNotFound() {
  const locale = usePageLocale()
  const t = { en, ar }[locale].notFound
  return (
    <MissingPage
      title={t.title}
      message={t.message}
      action={
        <a
          href={localizePath('/', locale)}
          className={buttonClass({ variant: 'primary', onDark: true })}
        >
          {t.home}
        </a>
      }
    />
  )
}
