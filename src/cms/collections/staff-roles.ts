import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'

import { siteMessage } from '../admin-labels/messages'
import { refused } from '../auth/refusals'

/**
 * The rules on roles that access functions cannot say alone: the company
 * always keeps one administrator (else nobody could manage staff again), and
 * nobody changes their own role. Both hold for every way in (REST, the admin,
 * scripts), with a message in the admin's language.
 */

async function otherAdmins(req: PayloadRequest, id: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/** Demoting the only administrator is refused. */
export const keepOneAdminOnUpdate: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const demoted = originalDoc.role === 'admin' && data.role !== undefined && data.role !== 'admin'
  if (demoted && (await otherAdmins(req, originalDoc.id)) === 0)
    throw refused(403, siteMessage(req, 'lastAdministratorStays'))
  return data
}

/** A staff account by id, whoever asks, or null when there is none. */
export const staffAccount = (req: PayloadRequest, id: number | string) =>
  req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })

/** Deleting the only administrator is refused. */
export const keepOneAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await staffAccount(req, id)
  if (doc?.role === 'admin' && (await otherAdmins(req, id)) === 0)
    throw refused(403, siteMessage(req, 'lastAdministratorStays'))
}

/**
 * A signed-in staff member sending another role for their own account gets a
 * clear 403 instead of a silent no-change (the field's own access would drop it).
 */
export const refuseOwnRoleChange: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || !req.user || args.overrideAccess) return args
  const id = (args as { id?: number | string }).id
  const role = (args as { data?: { role?: unknown } }).data?.role
  if (id === undefined || String(id) !== String(req.user.id)) return args
  if (role !== undefined && role !== req.user.role)
    throw refused(403, siteMessage(req, 'ownRoleFixed'))
  return args
}

/** How an account is shown to other staff: "Name — e-mail", or the e-mail alone when it has no name. */
export function accountDisplayName(name: unknown, email: unknown): string {
  const shownName = typeof name === 'string' ? name.trim() : ''
  const address = typeof email === 'string' ? email : ''
  return shownName ? `${shownName} — ${address}` : address
}
