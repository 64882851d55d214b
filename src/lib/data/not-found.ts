import 'server-only'

import type { Locale } from '@/i18n/routing'
import { getPageLayout, type PageLayout } from './pages'
import type { NotFoundBlock } from '@/payload-types'
import { notFound } from '@/content/pages/not-found'
import { inLocale } from '@/content/service-pages/types'
import { withButtonAddresses } from '../navigation/links'

/**
 * The not-found page's sections. A 404 must always say what happened, so when
 * staff have left the page without its not-found section, the seeded one shows
 * (a failed read already falls back to the seed in getPageLayout).
 */
export async function notFoundLayout(locale: Locale): Promise<PageLayout> {
  const layout = (await getPageLayout(locale, 'not-found')).value
  if (layout.some((block) => block.blockType === 'not-found')) return layout
  return withButtonAddresses(inLocale(notFound, locale), new Map(), locale) as PageLayout
}

/** The title and message of the not-found page: also its browser title and description. */
export async function notFoundCopy(locale: Locale): Promise<{ title: string; message: string }> {
  const block = (await notFoundLayout(locale)).find(
    (item): item is NotFoundBlock => item.blockType === 'not-found',
  )
  return { title: block?.title ?? '', message: block?.message ?? '' }
}
