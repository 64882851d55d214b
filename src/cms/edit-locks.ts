import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  DefaultDocumentIDType,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedConfig,
  Where,
} from 'payload'

import { siteMessage } from './admin-labels/messages'
import { answerAsThrown, refused } from './auth/refusals'
import { relationKey } from '@/lib/relation-id'

/**
 * Edit locks (Payload's `payload-locked-documents`: "X is editing this
 * document") belong to their holder. Payload lets any signed-in user create,
 * change or delete any lock over REST, so a sales account could lock the
 * administrator's account in the administrator's name, and their saves got
 * 423. Here a staff member may only hold a lock in their own name, on a
 * document or global they may edit (its own update access, for them), and
 * may change or delete only their own locks. Taking over editing (the admin's
 * "Take over" moves the lock into the taker's name) is a change into one's
 * own name, so it stays allowed to anyone who may edit the document.
 *
 * Payload's own bookkeeping (the admin's form-state locking, the expiry of
 * old locks, unlocking after a save) writes through the database adapter,
 * not through these hooks. Calls without a user (server scripts) are not
 * judged.
 */
export const EDIT_LOCKS = 'payload-locked-documents'

type Reference = { relationTo?: unknown; value?: unknown } | null | undefined
type LockData = { user?: Reference; document?: Reference; globalSlug?: unknown }

/** The value a save leaves: what the save sends, else what is stored. */
function after<K extends keyof LockData>(data: LockData, stored: LockData | undefined, key: K) {
  return Object.prototype.hasOwnProperty.call(data, key) && data[key] !== undefined
    ? data[key]
    : stored?.[key]
}

const heldBy = (holder: Reference, req: PayloadRequest) =>
  Boolean(req.user) &&
  holder?.relationTo === req.user!.collection &&
  relationKey(holder?.value) === String(req.user!.id)

/** Whether the requester may edit the locked document (a collection's document or a global). */
async function mayEdit(
  req: PayloadRequest,
  document: Reference,
  globalSlug: unknown,
): Promise<boolean> {
  if (document && typeof document.relationTo === 'string') {
    const collections = req.payload.collections as Partial<
      Record<string, { config: SanitizedCollectionConfig }>
    >
    const collection = collections[document.relationTo]
    const id = relationKey(document.value)
    if (!collection || id === null) return false
    const update = collection.config.access.update
    // Numeric ids as numbers, as Payload passes them to access functions.
    const key = (/^\d+$/.test(id) ? Number(id) : id) as DefaultDocumentIDType
    const allowed = update ? await update({ req, id: key }) : Boolean(req.user)
    if (!allowed) return false
    if (allowed === true) return true
    // A rule (`Where`): the document must be one of those it admits.
    const { totalDocs } = await req.payload.count({
      collection: document.relationTo as 'users',
      where: { and: [{ id: { equals: key } }, allowed as Where] },
      overrideAccess: true,
      req,
    })
    return totalDocs > 0
  }
  if (typeof globalSlug === 'string' && globalSlug) {
    const global = req.payload.config.globals.find((each) => each.slug === globalSlug)
    if (!global) return false
    const update = global.access.update
    return Boolean(update ? await update({ req }) : req.user)
  }
  return false
}

/** beforeChange (create and update): one's own name, on a document one may edit. */
export const ownLockOnEditableDocument: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  if (!req.user) return data
  const stored = originalDoc as LockData | undefined
  const incoming = data as LockData
  if (!heldBy(after(incoming, stored, 'user'), req))
    throw refused(403, siteMessage(req, 'editLockOwnNameOnly'))
  const editable = await mayEdit(
    req,
    after(incoming, stored, 'document'),
    after(incoming, stored, 'globalSlug'),
  )
  if (!editable) throw refused(403, siteMessage(req, 'editLockNotEditable'))
  return data
}

/** beforeDelete: only the holder releases a lock; others take it over instead. */
export const onlyHolderReleases: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!req.user) return
  const lock = (await req.payload.findByID({
    collection: EDIT_LOCKS,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as LockData | null
  if (lock && !heldBy(lock.user, req)) throw refused(403, siteMessage(req, 'editLockNotYours'))
}

/**
 * Payload adds the locks collection while it sanitizes the config, after the
 * plugins have run, so the rules are attached to the built config.
 */
export function guardEditLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === EDIT_LOCKS)
  if (!locks) return config
  const hooks = locks.hooks
  hooks.beforeChange = [ownLockOnEditableDocument, ...(hooks.beforeChange ?? [])]
  hooks.beforeDelete = [onlyHolderReleases, ...(hooks.beforeDelete ?? [])]
  hooks.afterError = [answerAsThrown, ...(hooks.afterError ?? [])]
  return config
}
