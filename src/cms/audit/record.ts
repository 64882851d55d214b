import type { PayloadRequest } from 'payload'

import { clientAddressOf } from '../auth/login-throttle'
import { sideRequest } from '../side-request'
import { AUDIT_TEXT_MAX, type AuditAction } from './actions'

export type AuditEntry = {
  action: AuditAction
  /** The collection or global acted on (its slug); empty for a sign-in. */
  entity?: string
  documentId?: string | number | null
  documentTitle?: unknown
  details?: string
  /** Who, when the request has no signed-in user (a failed sign-in: the e-mail typed). */
  email?: string
  /** Who, when the request does not carry them yet (the account a sign-in has just signed in). */
  actor?: { id?: number | string; email?: string }
}

const bounded = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).replace(/\s+/g, ' ').trim().slice(0, AUDIT_TEXT_MAX)
    : ''

/** The row an entry becomes: who (from the request), when, from which address, what. */
export function auditRow(req: Partial<PayloadRequest>, entry: AuditEntry, now = new Date()) {
  const user = (entry.actor ?? req.user) as
    { id?: number | string; email?: string } | null | undefined
  return {
    at: now.toISOString(),
    action: entry.action,
    who: typeof user?.id === 'number' ? user.id : null,
    who_email: bounded(user?.email ?? entry.email),
    entity: bounded(entry.entity),
    document_id: bounded(entry.documentId ?? ''),
    document_title: bounded(entry.documentTitle),
    address: bounded(clientAddressOf(req)),
    details: bounded(entry.details),
  }
}

/**
 * Records one staff action. Inside a save (`inTransaction`), the entry is
 * written in the save's own transaction: the action and its record stand or
 * fall together. Otherwise (a sign-in refused, a CSV sent) it is written on
 * its own, after the fact.
 */
export async function recordAudit(
  req: PayloadRequest,
  entry: AuditEntry,
  { inTransaction = true }: { inTransaction?: boolean } = {},
): Promise<void> {
  await req.payload.create({
    collection: 'audit-log',
    data: auditRow(req, entry),
    overrideAccess: true,
    depth: 0,
    // A copy: the write would otherwise switch the save's language (side-request.ts).
    ...(inTransaction ? { req: sideRequest(req) } : {}),
  })
}
