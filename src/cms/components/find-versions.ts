import type {
  CollectionSlug,
  DocumentViewServerProps,
  GlobalSlug,
  PaginatedDocs,
  Where,
} from 'payload'

import type { VersionRow } from './VersionsTable'

/** The newest version in one state (draft or published), as the status pills compare it. */
export type LatestVersion = { id: number | string; updatedAt: string } | null

/** Whose versions to read (a document of a collection, or a global), which page, in which order. */
export type VersionsQuery = {
  req: DocumentViewServerProps['initPageResult']['req']
  collectionSlug?: CollectionSlug
  globalSlug?: GlobalSlug
  docID: DocumentViewServerProps['initPageResult']['docID']
  limit: number
  page: number
  sort: string
}

// Localised drafts also keep "snapshot" rows of the other languages: Payload hides them too.
const notSnapshot: Where = { snapshot: { not_equals: true } }

/** Reads versions with the reader's own access, in the admin's content language. */
async function find(
  query: VersionsQuery,
  where: Where,
  page: Pick<VersionsQuery, 'limit' | 'page' | 'sort'>,
) {
  const { req, collectionSlug, globalSlug } = query
  const args = {
    depth: 0,
    ...page,
    where,
    locale: req.locale ?? undefined,
    overrideAccess: false,
    user: req.user,
    req,
  } as const
  const result = collectionSlug
    ? await req.payload.findVersions({ collection: collectionSlug, ...args })
    : await req.payload.findGlobalVersions({ slug: globalSlug!, ...args })
  return result as unknown as PaginatedDocs<VersionRow>
}

const ofDocument = (query: VersionsQuery): Where[] =>
  query.collectionSlug ? [{ parent: { equals: query.docID } }] : []

/** The page of versions the list shows. */
export function findVersionPage(query: VersionsQuery): Promise<PaginatedDocs<VersionRow>> {
  const where: Where = query.collectionSlug
    ? { and: [notSnapshot, ...ofDocument(query)] }
    : notSnapshot
  const { limit, page, sort } = query
  return find(query, where, { limit, page, sort })
}

/** The newest draft or published version, whatever page the list is on. */
export async function latestVersion(
  query: VersionsQuery,
  status: 'draft' | 'published',
): Promise<LatestVersion> {
  const where: Where = {
    and: [notSnapshot, { 'version._status': { equals: status } }, ...ofDocument(query)],
  }
  const { docs } = await find(query, where, { limit: 1, page: 1, sort: '-updatedAt' })
  const doc = docs[0]
  return doc ? { id: doc.id, updatedAt: doc.updatedAt } : null
}
