'use client'

import {
  LoadingOverlayToggle,
  Pagination,
  PerPage,
  Table,
  useListQuery,
  useModal,
  useRouteTransition,
  useTranslation,
} from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import type { Column } from 'payload'

import { kuwaitDisplayTime } from '../kuwait-time'

/** One row of a document's versions, as the versions view reads it. */
export type VersionRow = {
  id: number | string
  updatedAt: string
  autosave?: boolean | null
  publishedLocale?: string | null
  version?: Record<string, unknown> & { _status?: 'draft' | 'published' | null }
}

/**
 * A version's time, in Kuwait time and the admin's language. It opens the
 * version; inside the comparison drawer it picks the version to compare
 * against (Payload's drawer reads `versionFrom`).
 */
export function VersionDateCell({
  id,
  href,
  updatedAt,
  pickInDrawer,
}: {
  id: number | string
  href: string
  updatedAt: string
  pickInDrawer: boolean
}) {
  const { i18n } = useTranslation()
  const { closeAllModals } = useModal()
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const { startRouteTransition } = useRouteTransition()
  const text = kuwaitDisplayTime(updatedAt, i18n.language === 'ar' ? 'ar' : 'en')
  if (!pickInDrawer)
    return (
      <Link className="created-at-cell" href={href} prefetch={false}>
        <time dateTime={updatedAt}>{text}</time>
      </Link>
    )
  return (
    <button
      className="created-at-cell"
      type="button"
      onClick={() => {
        closeAllModals()
        const query = new URLSearchParams(Array.from(searchParams.entries()))
        query.set('versionFrom', String(id))
        startRouteTransition(() => router.push(`${pathname}?${query}`))
      }}
    >
      <time dateTime={updatedAt}>{text}</time>
    </button>
  )
}

/** The table and its pages, as Payload's versions list lays them out. */
export function VersionsTable({
  columns,
  paginationLimits,
}: {
  columns: Column[]
  paginationLimits?: number[]
}) {
  const { data, handlePageChange, handlePerPageChange } = useListQuery()
  const searchParams = useSearchParams()
  const { i18n } = useTranslation()
  const limit = searchParams.get('limit')
  const total = data?.totalDocs ?? 0
  return (
    <>
      <LoadingOverlayToggle name="versions" show={!data} />
      {total === 0 && (
        <div className="versions__no-versions">{i18n.t('version:noFurtherVersionsFound')}</div>
      )}
      {total > 0 && data && (
        <>
          <Table columns={columns} data={data.docs} />
          <div className="versions__page-controls">
            <Pagination
              hasNextPage={data.hasNextPage}
              hasPrevPage={data.hasPrevPage}
              limit={data.limit}
              nextPage={data.nextPage ?? undefined}
              numberOfNeighbors={1}
              onChange={handlePageChange}
              page={data.page}
              prevPage={data.prevPage ?? undefined}
              totalPages={data.totalPages}
            />
            <div className="versions__page-info">
              {(data.page ?? 1) * data.limit - (data.limit - 1)}-
              {data.totalPages > 1 && data.totalPages !== data.page
                ? data.limit * (data.page ?? 1)
                : data.totalDocs}{' '}
              {i18n.t('general:of')} {data.totalDocs}
            </div>
            <PerPage
              handleChange={handlePerPageChange}
              limit={limit ? Number(limit) : 10}
              limits={paginationLimits ?? [5, 10, 25, 50, 100]}
            />
          </div>
        </>
      )}
    </>
  )
}
