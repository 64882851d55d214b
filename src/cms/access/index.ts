import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import {
  ASSIGNABLE_ROLES,
  roleOf,
  userEditsContent,
  userHandlesEnquiries,
  userIsAdmin,
  type MaybeUser,
} from '@/lib/roles'

// The roles live beside the site's other rules; the collections keep importing them from here.
export {
  ASSIGNABLE_ROLES,
  ROLE_LABELS,
  ROLES,
  roleOf,
  userEditsContent,
  userHandlesEnquiries,
  userIsAdmin,
  type Role,
} from '@/lib/roles'

/** The same rules as Payload access functions. */
export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)
export const canEditContent: Access = ({ req }) => userEditsContent(req.user)
export const canHandleEnquiries: Access = ({ req }) => userHandlesEnquiries(req.user)
export const nobody: Access = () => false
export const anyone: Access = () => true

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)
export const nobodyField: FieldAccess = () => false

/** Signed-in staff of any role (the admin panel itself, own account). */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean => Boolean(roleOf(req.user))

/**
 * Staff accounts: admins see and change every account; everyone else only
 * their own. Sales also see the accounts an enquiry can be assigned to, so the
 * assignee picker lists their colleagues.
 */
export const ownAccountOrAdmin: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  if (!req.user) return false
  return { id: { equals: req.user.id } }
}
export const readStaffAccounts: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  if (!req.user || !roleOf(req.user)) return false
  const own: Where = { id: { equals: req.user.id } }
  if (userHandlesEnquiries(req.user)) return { or: [own, { role: { in: ASSIGNABLE_ROLES } }] }
  return own
}

/**
 * A row staff have published (Payload's `_status`). A document that was only
 * ever saved as a draft sits in the main table with `_status: draft`; one
 * published and then edited keeps its published text there and its newer
 * draft in the versions table, which anonymous readers never reach (see
 * cms/versions.ts).
 */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Anonymous readers see only published, active rows (docs/PRODUCT.md, Admin roles);
 * content staff see all. Returning a `Where` makes Payload apply the filter
 * inside the query, so hidden rows are invisible to list, count and by-id reads
 * alike. The `Where` is built per read so a rule may depend on the clock.
 * Sales staff read content as the public does: it is not theirs to see early.
 */
const visibleWhen =
  (where: () => Where | null): Access =>
  ({ req }) => {
    if (userEditsContent(req.user)) return true
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

/**
 * Content collections and uploads: public read (filtered as above); writes,
 * versions and edit locks for content staff only. Payload lets any signed-in
 * user read versions and unlock documents unless told otherwise, so those are
 * named here too: sales staff must not read unpublished content through them.
 */
export const staffWrites = {
  create: canEditContent,
  update: canEditContent,
  delete: canEditContent,
  readVersions: canEditContent,
  unlock: canEditContent,
}

/** `admin.hidden` for collections a role cannot use: keeps the nav to what each role works on. */
type HiddenArgs = { user: PayloadRequest['user'] | MaybeUser }
export const hiddenUnlessContentStaff = ({ user }: HiddenArgs) => !userEditsContent(user)
export const hiddenUnlessEnquiryStaff = ({ user }: HiddenArgs) => !userHandlesEnquiries(user)
export const hiddenUnlessAdmin = ({ user }: HiddenArgs) => !userIsAdmin(user)
