import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Who may do what, declared once. Every staff account has one role:
 * - admin: everything, including staff accounts;
 * - editor: all site content (collections, uploads, site settings), no staff
 *   accounts, no enquiries;
 * - sales: enquiries only (read, status, notes, assignee, export, send again).
 * The collections use these functions; hiding a collection in the admin is a
 * convenience on top, never the rule.
 */
export const ROLES = ['admin', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, { en: string; ar: string }> = {
  admin: { en: 'Administrator', ar: 'مدير النظام' },
  editor: { en: 'Editor', ar: 'محرّر' },
  sales: { en: 'Sales', ar: 'المبيعات' },
}

type MaybeUser = { id?: number | string; role?: unknown } | null | undefined

export const roleOf = (user: MaybeUser): Role | undefined =>
  ROLES.includes(user?.role as Role) ? (user!.role as Role) : undefined

const hasRole =
  (...roles: Role[]) =>
  (user: MaybeUser): boolean => {
    const role = roleOf(user)
    return role !== undefined && roles.includes(role)
  }

/** The rules as plain predicates on the signed-in user (for hooks, endpoints, components). */
export const userIsAdmin = hasRole('admin')
export const userEditsContent = hasRole('admin', 'editor')
export const userHandlesEnquiries = hasRole('admin', 'sales')
/** Who may be given an enquiry to follow up. */
export const ASSIGNABLE_ROLES: Role[] = ['admin', 'sales']

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
