import { getTranslations } from 'next-intl/server'

import type { ContentBlock } from '@/blocks/BlockList'
import type { Locale } from '@/i18n/routing'
import { formatDayDate } from './date'

/**
 * "Last updated …" under a hero whose page goes on to a policy's sections
 * (before any other hero): the day of that policy's text. Nothing otherwise.
 */
export async function PolicyUpdated({
  page,
  index,
  locale,
}: {
  page: readonly ContentBlock[]
  index: number
  locale: Locale
}) {
  const after = page.slice(index + 1)
  const nextHero = after.findIndex((block) => block.blockType === 'page-hero')
  const policy = (nextHero === -1 ? after : after.slice(0, nextHero)).find(
    (block) => block.blockType === 'policy-sections',
  )
  if (!policy?.updated) return null
  const t = await getTranslations({ locale, namespace: 'privacy' })
  // Payload keeps a day as a timestamp; the day itself is what the page prints.
  const date = formatDayDate(policy.updated.slice(0, 10), locale)
  return <p className="mt-6 text-[15px] text-white/85">{t('updated', { date })}</p>
}
