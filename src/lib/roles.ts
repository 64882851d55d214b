import type { Bilingual } from '@/lib/bilingual'
/**
 * Who may do what, declared once. Every staff account has one role:
 * - admin: everything, including staff accounts;
 * - editor: all site content (collections, uploads, site settings), no staff
 *   accounts, no enquiries;
 * - sales: enquiries only (read, status, notes, assignee, export, send again).
 * The collections use these functions (src/cms/access turns them into Payload access
 * functions); hiding a collection in the admin is a convenience on top, never the rule. Kept free
 * of Payload so the site's reads (who sees drafts) apply the same rule as the admin.
 */
export const ROLES = ['admin', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, Bilingual> = {
  admin: { en: 'Administrator', ar: 'مدير النظام' },
  editor: { en: 'Editor', ar: 'محرّر' },
  sales: { en: 'Sales', ar: 'المبيعات' },
}

export type MaybeUser = { id?: number | string; role?: unknown } | null | undefined

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
