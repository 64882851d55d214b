import type { Access, FieldAccess, Where } from 'payload'

/** Signed-in staff: every user of the `users` collection is staff. */
export const isStaff: Access = ({ req }) => Boolean(req.user)
export const isStaffField: FieldAccess = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/**
 * A row staff have published (Payload's `_status`). A document that was only
 * ever saved as a draft sits in the main table with `_status: draft`; one
 * published and then edited keeps its published text there and its newer
 * draft in the versions table, which anonymous readers never reach (see
 * cms/versions.ts).
 */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Anonymous readers see only published rows that the spec shows publicly;
 * staff see all. Returning a `Where` makes Payload apply the filter inside the
 * query, so hidden rows are invisible to list, count and by-id reads alike.
 * The `Where` is built per read so a rule may depend on the clock.
 */
const visibleWhen =
  (where: () => Where | null): Access =>
  ({ req }) => {
    if (req.user) return true
    const rule = where()
    return rule ? { and: [PUBLISHED, rule] } : PUBLISHED
  }

export const publishedOnlyOrStaff = visibleWhen(() => null)
export const activeOrStaff = visibleWhen(() => ({ is_active: { equals: true } }))
export const statusTrueOrStaff = visibleWhen(() => ({ status: { equals: true } }))
/** Blog posts: published, and dated now or earlier (a future date is a schedule). */
export const publishedOrStaff = visibleWhen(() => ({
  published_at: { less_than_equal: new Date().toISOString() },
}))

/** Content collections: public read (filtered as above), staff-only writes. */
export const staffWrites = { create: isStaff, update: isStaff, delete: isStaff }
