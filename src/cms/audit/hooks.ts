import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterErrorHook,
  CollectionAfterForgotPasswordHook,
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  Config,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'
import { hasDraftsEnabled } from 'payload/shared'

import { isDraftSave } from '../hooks/revalidate'
import { ERASING } from '../data-requests/erase'
import type { AuditAction } from './actions'
import { recordAudit, type AuditEntry } from './record'

/**
 * Collections whose writes are not staff actions: the log itself, and what
 * the server keeps for itself (visit counts, translation states, admin
 * preferences, edit locks, migrations, the job queue).
 */
const NOT_AUDITED = new Set([
  'audit-log',
  'site-visits',
  'translation-states',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
  'payload-jobs',
  'payload-kv',
])

/**
 * How the operation was asked for, kept from beforeOperation for afterChange
 * (which is not told). Whether it was a draft save is noted by the editorial
 * workflow already (hooks/revalidate.ts `isDraftSave`).
 */
type Asked = { draft: boolean; autosave: boolean; password: boolean }

const askedKey = (entity: string, id: unknown) => `audit:${entity}:${id ?? 'new'}`

/** The restore endpoints mark the entity they restore: its save is recorded as a restore. */
export const RESTORING = 'audit:restoring'

function keepAsked(req: PayloadRequest, entity: string, args: Record<string, unknown>) {
  const data = args.data as { password?: unknown } | undefined
  req.context[askedKey(entity, args.id)] = {
    draft: isDraftSave(req.context, entity),
    autosave: Boolean(args.autosave),
    password: typeof data?.password === 'string' && data.password !== '',
  } satisfies Asked
}

const askedOf = (req: PayloadRequest, entity: string, id: unknown): Asked | undefined =>
  req.context[askedKey(entity, id)] as Asked | undefined

type Doc = Record<string, unknown> & { id?: number | string; _status?: string }

const titleOf = (collection: CollectionConfig, doc: Doc): unknown =>
  doc[collection.admin?.useAsTitle ?? 'title'] ?? doc.title ?? doc.filename ?? doc.email

/** "draft" on an entry whose document, after the action, is a draft (not what the site shows). */
const draftNoteOf = (drafts: boolean, doc: Doc) =>
  drafts && doc._status !== 'published' ? 'draft' : undefined

/** What a save of a document with drafts did: a draft kept, a publish, or taking it off the site. */
function publication(asked: Asked | undefined, doc: Doc, previous?: Doc): AuditAction {
  if (asked?.draft) return 'update'
  if (doc._status === 'published') return 'publish'
  if (previous?._status === 'published') return 'unpublish'
  return 'update'
}

/** The actions one save of a collection's document stands for. */
export function collectionActions(
  collection: CollectionConfig,
  operation: 'create' | 'update',
  asked: Asked | undefined,
  doc: Doc,
  previous: Doc | undefined,
  restoring: boolean,
): Array<Pick<AuditEntry, 'action' | 'details'>> {
  const drafts = hasDraftsEnabled(collection)
  const draftNote = draftNoteOf(drafts, doc)
  if (restoring) return [{ action: 'restore', details: draftNote }]
  if (operation === 'create') {
    if (collection.upload) return [{ action: 'upload', details: String(doc.filename ?? '') }]
    if (drafts && doc._status === 'published') return [{ action: 'publish', details: 'created' }]
    return [{ action: 'create', details: draftNote }]
  }
  if (collection.auth) {
    const actions: Array<Pick<AuditEntry, 'action' | 'details'>> = []
    if (previous && previous.role !== doc.role)
      actions.push({
        action: 'role',
        details: `${String(previous.role ?? '')} → ${String(doc.role ?? '')}`,
      })
    if (asked?.password) actions.push({ action: 'password' })
    return actions.length ? actions : [{ action: 'update' }]
  }
  if (!drafts) return [{ action: 'update' }]
  const action = publication(asked, doc, previous)
  return [{ action, details: action === 'update' ? draftNote : undefined }]
}

/** A password set through the e-mailed link: the sign-in that follows records it (afterLogin). */
const RESETTING_PASSWORD = 'audit:resettingPassword'

const beforeCollectionOperation: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation === 'create' || operation === 'update') keepAsked(req, collection.slug, args)
  if (operation === 'resetPassword') req.context[RESETTING_PASSWORD] = true
  return args
}

/**
 * A reset link sent: the account's address and where the request came from.
 * Payload calls this only when it sends one (a known account, not asked again
 * within its interval), so strangers posting addresses cannot fill the log.
 */
const resetLinkSent: CollectionAfterForgotPasswordHook = async ({ args, collection }) => {
  const { req, data } = args as { req: PayloadRequest; data?: { email?: unknown } }
  const typed = data?.email
  await recordAudit(req, {
    action: 'password-reset-asked',
    entity: collection.slug,
    email: typeof typed === 'string' ? typed.trim().toLowerCase() : undefined,
  })
}

const afterCollectionChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  // Visitors' posts (enquiries, their files) and the server's own writes are not staff actions.
  if (!req.user) return
  const asked = askedOf(req, collection.slug, operation === 'create' ? undefined : doc.id)
  // Autosaves of a draft are typing, not an action: the save or publish that follows is.
  if (asked?.autosave) return
  const restoring = req.context[RESTORING] === collection.slug
  for (const entry of collectionActions(collection, operation, asked, doc, previousDoc, restoring))
    await recordAudit(req, {
      ...entry,
      entity: collection.slug,
      documentId: doc.id,
      documentTitle: titleOf(collection, doc),
    })
}

const afterCollectionDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  // An erasure is recorded once, without the name each enquiry's entry would carry.
  if (!req.user || req.context[ERASING]) return
  await recordAudit(req, {
    action: 'delete',
    entity: collection.slug,
    documentId: id,
    documentTitle: titleOf(collection, doc),
  })
}

/**
 * A sign-in, in the sign-in's own transaction: it has just written the
 * account's row, and an entry written beside it (which points at that row)
 * would wait on PostgreSQL for a transaction that waits for this hook.
 */
const signedIn: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  const actor = user as { id: number; email: string }
  // The request itself, not a copy with the user: Payload's request is a Request, whose
  // headers (the client's address among them) a spread copy would not carry.
  if (req.context[RESETTING_PASSWORD])
    await recordAudit(req, {
      action: 'password',
      entity: collection.slug,
      documentId: actor.id,
      documentTitle: actor.email,
      details: 'reset link',
      actor,
    })
  await recordAudit(req, { action: 'sign-in', actor })
}

/** A refused sign-in (wrong e-mail or password) through REST: the e-mail typed and the address. */
const signInFailed: CollectionAfterErrorHook = async ({ error, req }) => {
  const attempt = req.context?.loginThrottle as { email?: string } | undefined
  if (!attempt || (error as { status?: number }).status !== 401) return
  await recordAudit(
    req,
    { action: 'sign-in-failed', email: attempt.email },
    { inTransaction: false },
  )
}

function auditedCollection(collection: CollectionConfig): CollectionConfig {
  if (NOT_AUDITED.has(collection.slug)) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), beforeCollectionOperation],
      afterChange: [...(hooks.afterChange ?? []), afterCollectionChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterCollectionDelete],
      ...(collection.auth
        ? {
            afterLogin: [...(hooks.afterLogin ?? []), signedIn],
            afterForgotPassword: [...(hooks.afterForgotPassword ?? []), resetLinkSent],
            afterError: [...(hooks.afterError ?? []), signInFailed],
          }
        : {}),
    },
  }
}

const beforeGlobalOperation: GlobalBeforeOperationHook = ({ args, global, req }) => {
  keepAsked(req, global.slug, args as Record<string, unknown>)
  return args
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, global, previousDoc, req }) => {
  if (!req.user) return
  const asked = askedOf(req, global.slug, undefined)
  if (asked?.autosave) return
  const drafts = hasDraftsEnabled(global)
  const action: AuditAction =
    req.context[RESTORING] === global.slug
      ? 'restore'
      : drafts
        ? publication(asked, doc as Doc, previousDoc as Doc)
        : 'update'
  await recordAudit(req, {
    action,
    entity: global.slug,
    details: draftNoteOf(drafts, doc as Doc),
  })
}

function auditedGlobal(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), beforeGlobalOperation],
      afterChange: [...(hooks.afterChange ?? []), afterGlobalChange],
    },
  }
}

/**
 * Every collection and global, the plugins' included, records its staff
 * actions in the audit log (cms/audit/AuditLog.ts). Listed last among the
 * plugins, so it sees the collections the others add.
 */
export const auditLog = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(auditedCollection),
  globals: config.globals?.map(auditedGlobal),
})
