'use client'

import { buttonClass } from '@/components/Button'
import { MissingPage } from '@/components/MissingPage'
import ar from '@/i18n/messages/ar/stories.json'
import en from '@/i18n/messages/en/stories.json'
import { usePageLocale } from '@/i18n/use-page-locale'
import { localizePath } from '@/lib/routes'
import { GoBackButton } from './GoBackButton'

/**
 * A story page that cannot show its story (docs/PRODUCT.md, Success story
 * pages): when it failed to load, "Oops! Something went wrong" with Go Back;
 * when there is no such active story, not found with a way home. A client
 * component: error boundaries must be, and not-found files get no params
 * (reading the locale on the server there would make the route dynamic).
 */
export function StoryMissing({ failed }: { failed: boolean }) {
  const locale = usePageLocale()
  const home = localizePath('/', locale)
  const { error, notFound } = { en, ar }[locale]
  if (failed)
    return (
      <MissingPage
        alert
        title={error.title}
        message={error.message}
        action={<GoBackButton label={error.goBack} homeHref={home} />}
      />
    )
  return (
    <MissingPage
      title={notFound.title}
      message={notFound.message}
      action={
        <a href={home} className={buttonClass({ variant: 'primary', onDark: true })}>
          {notFound.home}
        </a>
      }
    />
  )
}
