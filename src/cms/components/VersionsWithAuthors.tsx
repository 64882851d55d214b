import { Gutter, ListQueryProvider, Pill, SetDocumentStepNav } from '@payloadcms/ui'
import { notFound } from 'next/navigation'
import type { Column, DocumentViewServerProps, PaginatedDocs, Where } from 'payload'

import { UPDATED_BY } from '../versions'
import { VersionDateCell, VersionsTable, type VersionRow } from './VersionsTable'

type StaffNames = Map<string, string>
type Latest = { id: number | string; updatedAt: string } | null

const COPY = {
  en: { savedBy: 'Saved by', system: 'System (seed or schedule)' },
  ar: { savedBy: 'حُفظت بواسطة', system: 'النظام (التهيئة أو الجدولة)' },
}

/**
 * A version's state as Payload's own list names it: the current draft, a draft,
 * the published version or one published before it.
 */
function StatusPill({
  row,
  currentlyPublished,
  latestDraft,
  t,
  currentLocale,
}: {
  row: VersionRow
  currentlyPublished: Latest
  latestDraft: Latest
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

/** Who each version's author is: their name, else their e-mail (read whatever the reader's own access). */
async function staffNames(
  req: DocumentViewServerProps['initPageResult']['req'],
  ids: Array<number | string>,
): Promise<StaffNames> {
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    select: { name: true, email: true },
    req,
  })
  return new Map(
    docs.map((user) => {
      const { id, name, email } = user as {
        id: number | string
        name?: string | null
        email: string
      }
      return [String(id), name?.trim() || email]
    }),
  )
}

const authorId = (row: VersionRow) => {
  const value = (row.version as Record<string, unknown> | undefined)?.[UPDATED_BY]
  if (typeof value === 'object' && value) return (value as { id: number | string }).id
  return typeof value === 'number' || typeof value === 'string' ? value : undefined
}

/**
 * Payload's Versions tab with one more column: the staff member who saved each
 * version (`updated_by`, recorded on every save by cms/versions.ts). Payload's
 * view takes no extra columns, so this is its list rebuilt from the same parts
 * (its step navigation, list query, table and pagination) with the times in
 * Kuwait time. Inside the comparison drawer a row picks the version to compare
 * instead of opening it, as Payload's does.
 */
export default async function VersionsWithAuthors(props: DocumentViewServerProps) {
  const {
    hasPublishedDoc,
    initPageResult: { collectionConfig, globalConfig, docID, req },
    routeSegments,
    searchParams,
    versions: options,
  } = props
  const { payload, user, i18n, locale } = req
  const collectionSlug = collectionConfig?.slug
  const globalSlug = globalConfig?.slug
  const entity = collectionConfig ?? globalConfig
  if (!entity) return notFound()
  const isTrashed = routeSegments[2] === 'trash'
  const inDrawer = Boolean(options?.useVersionDrawerCreatedAtCell)
  const copy = i18n.language === 'ar' ? COPY.ar : COPY.en

  const param = (name: string) => {
    const value = searchParams?.[name]
    return typeof value === 'string' ? value : undefined
  }
  const defaultLimit = collectionConfig?.admin?.pagination?.defaultLimit ?? 10
  const limit = Number(param('limit')) || defaultLimit
  const page = Number(param('page')) || 1
  const sort = param('sort') ?? '-updatedAt'
  // Localised drafts also keep "snapshot" rows of the other languages: Payload hides them too.
  const notSnapshot: Where = { snapshot: { not_equals: true } }
  const where: Where = collectionSlug
    ? { and: [notSnapshot, { parent: { equals: docID } }] }
    : notSnapshot
  const common = {
    depth: 0,
    limit,
    page,
    sort,
    locale: locale ?? undefined,
    overrideAccess: false,
    user,
    req,
  } as const

  let found: PaginatedDocs<VersionRow>
  try {
    found = (collectionSlug
      ? await payload.findVersions({ collection: collectionSlug, where, ...common })
      : await payload.findGlobalVersions({
          slug: globalSlug!,
          where,
          ...common,
        })) as unknown as PaginatedDocs<VersionRow>
  } catch {
    return notFound()
  }

  const latest = async (status: 'draft' | 'published') => {
    const filter: Where = {
      and: [
        notSnapshot,
        { 'version._status': { equals: status } },
        ...(collectionSlug ? [{ parent: { equals: docID } }] : []),
      ],
    }
    const args = { ...common, where: filter, limit: 1, page: 1, sort: '-updatedAt' }
    const result = collectionSlug
      ? await payload.findVersions({ collection: collectionSlug, ...args })
      : await payload.findGlobalVersions({ slug: globalSlug!, ...args })
    const doc = result.docs[0] as unknown as VersionRow | undefined
    return doc ? { id: doc.id, updatedAt: doc.updatedAt } : null
  }
  const [published, draft, names] = await Promise.all([
    hasPublishedDoc ? latest('published') : Promise.resolve(null),
    latest('draft'),
    staffNames(req, [
      ...new Set(found.docs.map(authorId).filter((id) => id !== undefined)),
    ] as Array<number | string>),
  ])

  const versionPath = (versionId: number | string) =>
    collectionSlug
      ? `${payload.config.routes.admin}/collections/${collectionSlug}/${isTrashed ? 'trash/' : ''}${docID}/versions/${versionId}`
      : `${payload.config.routes.admin}/globals/${globalSlug}/versions/${versionId}`

  const columns: Column[] = [
    {
      accessor: 'updatedAt',
      active: true,
      field: { name: 'updatedAt', type: 'date' },
      Heading: <span>{i18n.t('general:updatedAt')}</span>,
      renderedCells: found.docs.map((row) => (
        <VersionDateCell
          key={row.id}
          href={versionPath(row.id)}
          id={row.id}
          pickInDrawer={inDrawer}
          updatedAt={row.updatedAt}
        />
      )),
    },
    {
      accessor: UPDATED_BY,
      active: true,
      field: { name: UPDATED_BY, type: 'text' },
      Heading: <span>{copy.savedBy}</span>,
      renderedCells: found.docs.map((row) => {
        const id = authorId(row)
        const name = id === undefined ? undefined : names.get(String(id))
        return (
          <span key={row.id} className={name ? 'version-author' : 'version-author--system'}>
            {name ?? copy.system}
          </span>
        )
      }),
    },
    ...(entity.versions && typeof entity.versions === 'object' && entity.versions.drafts
      ? [
          {
            accessor: '_status',
            active: true,
            field: { name: '_status', type: 'text' },
            Heading: <span>{i18n.t('version:status')}</span>,
            renderedCells: found.docs.map((row) => (
              <span key={row.id} className="autosave-cell__items">
                {row.autosave ? <Pill size="small">{i18n.t('version:autosave')}</Pill> : null}
                <StatusPill
                  row={row}
                  currentlyPublished={published}
                  latestDraft={draft}
                  t={i18n.t}
                  currentLocale={locale ?? undefined}
                />
              </span>
            )),
          } as Column,
        ]
      : []),
  ]

  const pluralLabel = collectionConfig?.labels?.plural ?? globalConfig?.label
  const content = (
    <ListQueryProvider data={found} modifySearchParams query={{ limit, sort }}>
      <VersionsTable
        columns={columns}
        paginationLimits={collectionConfig?.admin?.pagination?.limits}
      />
    </ListQueryProvider>
  )
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionSlug}
        globalSlug={globalSlug}
        id={docID}
        isTrashed={isTrashed}
        pluralLabel={pluralLabel as never}
        useAsTitle={collectionConfig?.admin?.useAsTitle || globalSlug}
        view={i18n.t('version:versions')}
      />
      <main className="versions">
        {options?.disableGutter ? content : <Gutter className="versions__wrap">{content}</Gutter>}
      </main>
    </>
  )
}
