import type { Access, FieldAccess, Where } from 'payload'

/** Signed-in staff: every user of the `users` collection is staff. */
export const isStaff: Access = ({ req }) => Boolean(req.user)
export const isStaffField: FieldAccess = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/**
 * Anonymous readers see only the rows the spec shows publicly; staff see all.
 * Returning a `Where` makes Payload apply the filter inside the query, so
 * hidden rows are invisible to list, count and by-id reads alike.
 */
const visibleWhen =
  (where: Where): Access =>
  ({ req }) =>
    req.user ? true : where

export const activeOrStaff = visibleWhen({ is_active: { equals: true } })
export const statusTrueOrStaff = visibleWhen({ status: { equals: true } })
export const publishedOrStaff = visibleWhen({ status: { equals: 'published' } })

/** Content collections: public read (filtered as above), staff-only writes. */
export const staffWrites = { create: isStaff, update: isStaff, delete: isStaff }
