import { Gutter, ListQueryProvider, SetDocumentStepNav } from '@payloadcms/ui'
import { notFound } from 'next/navigation'
import type { DocumentViewServerProps, PaginatedDocs } from 'payload'

import { findVersionPage, latestVersion, type VersionsQuery } from './find-versions'
import { versionColumns } from './version-columns'
import { staffNames } from './version-saved-by'
import { VersionsTable, type VersionRow } from './VersionsTable'

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
  const { payload, i18n, locale } = req
  const collectionSlug = collectionConfig?.slug
  const globalSlug = globalConfig?.slug
  const entity = collectionConfig ?? globalConfig
  if (!entity) return notFound()
  const isTrashed = routeSegments[2] === 'trash'

  const param = (name: string) => {
    const value = searchParams?.[name]
    return typeof value === 'string' ? value : undefined
  }
  const defaultLimit = collectionConfig?.admin?.pagination?.defaultLimit ?? 10
  const limit = Number(param('limit')) || defaultLimit
  const sort = param('sort') ?? '-updatedAt'
  const query: VersionsQuery = {
    req,
    collectionSlug,
    globalSlug,
    docID,
    limit,
    page: Number(param('page')) || 1,
    sort,
  }

  let found: PaginatedDocs<VersionRow>
  try {
    found = await findVersionPage(query)
  } catch {
    return notFound()
  }
  const [published, draft, names] = await Promise.all([
    hasPublishedDoc ? latestVersion(query, 'published') : Promise.resolve(null),
    latestVersion(query, 'draft'),
    staffNames(req, found.docs),
  ])

  const columns = versionColumns({
    rows: found.docs,
    names,
    i18n,
    locale: locale ?? undefined,
    versionPath: (versionId) =>
      collectionSlug
        ? `${payload.config.routes.admin}/collections/${collectionSlug}/${isTrashed ? 'trash/' : ''}${docID}/versions/${versionId}`
        : `${payload.config.routes.admin}/globals/${globalSlug}/versions/${versionId}`,
    pickInDrawer: Boolean(options?.useVersionDrawerCreatedAtCell),
    withStatus: Boolean(
      entity.versions && typeof entity.versions === 'object' && entity.versions.drafts,
    ),
    published,
    draft,
  })

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
