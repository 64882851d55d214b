import type { DocumentViewServerProps } from 'payload'

import { UPDATED_BY } from '../versions'
import type { VersionRow } from './VersionsTable'

/** The "Saved by" column's words, in the admin's language. */
export const SAVED_BY_COPY = {
  en: { savedBy: 'Saved by', system: 'System (seed or schedule)' },
  ar: { savedBy: 'حُفظت بواسطة', system: 'النظام (التهيئة أو الجدولة)' },
}

/** The id of the staff member who saved a version, whether stored as an id or read as a document. */
export const authorId = (row: VersionRow) => {
  const value = (row.version as Record<string, unknown> | undefined)?.[UPDATED_BY]
  if (typeof value === 'object' && value) return (value as { id: number | string }).id
  return typeof value === 'number' || typeof value === 'string' ? value : undefined
}

/** Who each version's author is: their name, else their e-mail (read whatever the reader's own access). */
export async function staffNames(
  req: DocumentViewServerProps['initPageResult']['req'],
  rows: VersionRow[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map(authorId).filter((id) => id !== undefined))]
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
