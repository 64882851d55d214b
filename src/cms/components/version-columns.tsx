import { Pill } from '@payloadcms/ui'
import type { Column, DocumentViewServerProps } from 'payload'

import { UPDATED_BY } from '../versions'
import type { LatestVersion } from './find-versions'
import { authorId, SAVED_BY_COPY } from './version-saved-by'
import { VersionSavedByCell } from './VersionSavedByCell'
import { VersionDateCell, type VersionRow } from './VersionsTable'
import { VersionStatusPill } from './VersionStatusPill'

type Options = {
  rows: VersionRow[]
  /** Staff names by id (version-saved-by.ts). */
  names: Map<string, string>
  i18n: DocumentViewServerProps['initPageResult']['req']['i18n']
  locale?: string
  /** Each version's page. */
  versionPath: (id: number | string) => string
  /** Inside the comparison drawer a row picks the version instead of opening it. */
  pickInDrawer: boolean
  /** Only documents with drafts have a status column. */
  withStatus: boolean
  published: LatestVersion
  draft: LatestVersion
}

/** The list's columns: when (opening the version), who saved it, and its draft/published state. */
export function versionColumns(options: Options): Column[] {
  const { rows, names, i18n, locale, published, draft } = options
  const copy = i18n.language === 'ar' ? SAVED_BY_COPY.ar : SAVED_BY_COPY.en
  return [
    {
      accessor: 'updatedAt',
      active: true,
      field: { name: 'updatedAt', type: 'date' },
      Heading: <span>{i18n.t('general:updatedAt')}</span>,
      renderedCells: rows.map((row) => (
        <VersionDateCell
          key={row.id}
          href={options.versionPath(row.id)}
          id={row.id}
          pickInDrawer={options.pickInDrawer}
          updatedAt={row.updatedAt}
        />
      )),
    },
    {
      accessor: UPDATED_BY,
      active: true,
      field: { name: UPDATED_BY, type: 'text' },
      Heading: <span>{copy.savedBy}</span>,
      renderedCells: rows.map((row) => {
        const id = authorId(row)
        const name = id === undefined ? undefined : names.get(String(id))
        return <VersionSavedByCell key={row.id} name={name} system={copy.system} />
      }),
    },
    ...(options.withStatus
      ? [
          {
            accessor: '_status',
            active: true,
            field: { name: '_status', type: 'text' },
            Heading: <span>{i18n.t('version:status')}</span>,
            renderedCells: rows.map((row) => (
              <span key={row.id} className="autosave-cell__items">
                {row.autosave ? <Pill size="small">{i18n.t('version:autosave')}</Pill> : null}
                <VersionStatusPill
                  row={row}
                  currentlyPublished={published}
                  latestDraft={draft}
                  t={i18n.t}
                  currentLocale={locale}
                />
              </span>
            )),
          } as Column,
        ]
      : []),
  ]
}
