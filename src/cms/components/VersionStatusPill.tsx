import { Pill } from '@payloadcms/ui'

import type { LatestVersion } from './find-versions'
import type { VersionRow } from './VersionsTable'

/**
 * A version's state as Payload's own list names it: the current draft, a draft,
 * the published version or one published before it.
 */
export function VersionStatusPill({
  row,
  currentlyPublished,
  latestDraft,
  t,
  currentLocale,
}: {
  row: VersionRow
  currentlyPublished: LatestVersion
  latestDraft: LatestVersion
  t: (key: never) => string
  currentLocale?: string
}) {
  const say = t as (key: string) => string
  if (row.version?._status === 'draft') {
    const publishedLater =
      currentlyPublished && latestDraft && currentlyPublished.updatedAt > latestDraft.updatedAt
    const current = !publishedLater && row.id === latestDraft?.id
    return (
      <Pill pillStyle="light" size="small">
        {say(current ? 'version:currentDraft' : 'version:draft')}
      </Pill>
    )
  }
  if (row.publishedLocale && currentLocale && row.publishedLocale !== currentLocale)
    return (
      <Pill pillStyle="light" size="small">
        {say('version:currentDraft')}
      </Pill>
    )
  const current = currentlyPublished && row.id === currentlyPublished.id
  return (
    <Pill pillStyle={current ? 'success' : 'light'} size="small">
      {say(current ? 'version:currentlyPublished' : 'version:previouslyPublished')}
    </Pill>
  )
}
