import { AsyncLocalStorage } from 'node:async_hooks'
import { createHmac, timingSafeEqual } from 'node:crypto'

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { announceContentChanged } from '@/lib/content-changed'
import { INTERNAL_REQUEST_HEADER, internalRequestToken } from '@/lib/internal-request'
import { afterCommit } from '../after-commit'
import { changedDocumentTags, changedLinkTargetTags, globalTag } from '@/lib/data/tags'

type Logger = { warn: (o: object, m: string) => void }

/**
 * Public pages are prerendered; a staff edit must show on the site within
 * seconds without a rebuild. Every content read carries cache tags
 * (src/lib/data/tags.ts) and so does every page that made it: a published
 * change revalidates its collection's tag and its document's, and exactly the
 * pages that read them are rendered again (a page edit: that page; a service:
 * every page, since the header lists services). Changes whose reach no tag
 * says (uploads shown inside other documents, redirects) revalidate the whole
 * public tree.
 *
 * The hooks below run before the save's transaction commits: the
 * revalidation waits for the commit (cms/after-commit.ts), or a page rendered
 * in between would read the old rows and be kept as new.
 *
 * Next can only revalidate inside a request it is serving. Writes made by the
 * job runner (a scheduled publish, a post whose date has come) run outside any
 * request, in the web server or in `npm run worker`: they ask the web server
 * to revalidate through a signed POST (REVALIDATE_PATH below). Writes made by
 * the seed, CLI scripts and tests pass `context.disableRevalidate`, or find no
 * server and are ignored.
 */
export const REVALIDATE_PATH = '/site-revalidate'
export const REVALIDATE_HEADER = 'x-site-revalidate'

/** A token only this site's servers can compute (they share PAYLOAD_SECRET). */
export const revalidateToken = (secret = process.env.PAYLOAD_SECRET ?? '') =>
  createHmac('sha256', secret).update('site-revalidate').digest('hex')

export function isRevalidateToken(value: string | null): boolean {
  if (!value || !process.env.PAYLOAD_SECRET) return false
  const expected = Buffer.from(revalidateToken())
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** What to revalidate: these cache tags, or (none given) every public page. */
export type Revalidation = string[] | undefined

/** Revalidates inside a request Next is serving; false when there is none. */
export async function revalidateInRequest(tags?: Revalidation): Promise<boolean> {
  try {
    const { revalidatePath, revalidateTag } = await import('next/cache')
    // Expired at once, not stale-while-revalidate: the next visitor sees the edit.
    if (tags) for (const tag of tags) revalidateTag(tag, { expire: 0 })
    else revalidatePath('/', 'layout')
    announceContentChanged()
    return true
  } catch {
    return false
  }
}

/**
 * Where the web server answers (a worker or the runner posts there). Loaded
 * when needed: lib/env fixes the data folder when first imported, and this
 * module is imported by every collection, before tests choose their folder.
 */
async function relayUrl(): Promise<string> {
  const { internalServerUrl } = await import('@/lib/env')
  return `${internalServerUrl()}/api${REVALIDATE_PATH}`
}

const RELAY = Symbol.for('site.revalidateRelay')
type WithRelay = typeof globalThis & { [RELAY]?: boolean }

/** The job runner (web server or worker) revalidates through the web server. */
export function relayRevalidation(on = true): void {
  ;(globalThis as WithRelay)[RELAY] = on
}

/** Tries of one relay, and the pause before each try after the first. */
const RELAY_PAUSES_MS = [0, 1_000, 3_000]

/**
 * Posts the tags to the web server, as the site calling itself (the API's
 * limits and queue let it through: a flood of the API must not cost a
 * scheduled post its revalidation), again after a failure: a lost relay left
 * the published page answering what it showed before, until the next edit.
 */
async function revalidateThroughServer(logger: Logger, tags: Revalidation): Promise<void> {
  let failure: unknown
  for (const pause of RELAY_PAUSES_MS) {
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause))
    try {
      const response = await fetch(await relayUrl(), {
        method: 'POST',
        headers: {
          [REVALIDATE_HEADER]: revalidateToken(),
          [INTERNAL_REQUEST_HEADER]: internalRequestToken(),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ tags: tags ?? null }),
        signal: AbortSignal.timeout(10_000),
      })
      if (response.ok) return
      failure = new Error(`answered ${response.status}`)
    } catch (error) {
      failure = error
    }
  }
  logger.warn({ err: failure }, 'the site could not be revalidated through the web server')
}

const JOB_RUN = Symbol.for('site.jobRun')
type WithJobRun = typeof globalThis & { [JOB_RUN]?: AsyncLocalStorage<true> }
const jobRuns = () => ((globalThis as WithJobRun)[JOB_RUN] ??= new AsyncLocalStorage<true>())

/**
 * Runs one round of the job runner. The runner starts inside the request that
 * first loaded Payload and its timers keep that request's context; Next's
 * revalidation there lands in a request long answered and is lost without an
 * error (a scheduled post never appeared). Inside a round the site is always
 * revalidated through the web server, in a request of its own.
 */
export function asJobRun<T>(work: () => Promise<T>): Promise<T> {
  return jobRuns().run(true, work)
}

export async function revalidateSite(
  context: Record<string, unknown>,
  logger: Logger,
  tags?: Revalidation,
) {
  if (context.disableRevalidate) return
  if (jobRuns().getStore() !== true && (await revalidateInRequest(tags))) return
  if ((globalThis as WithRelay)[RELAY]) await revalidateThroughServer(logger, tags)
  else if (process.env.NEXT_RUNTIME) logger.warn({}, 'revalidation failed outside a request')
}

/**
 * A draft save (the admin's "Save draft" and every autosave) writes only a
 * version; the published row, and so the public site, is unchanged and must
 * not be regenerated every 800 ms while staff type. Payload tells hooks the
 * operation but not whether it was a draft, so the operation's own arguments
 * are noted before it runs (cms/versions.ts) and read after it.
 */
const draftSaveKey = (slug: string) => `draftSave:${slug}`

export function markDraftSave(
  slug: string,
  operation: string,
  args: { draft?: boolean; data?: unknown; req?: PayloadRequest },
): void {
  if (!args.req) return
  const data = args.data as { _status?: unknown } | undefined
  const draft =
    operation === 'create' || operation === 'restoreVersion'
      ? Boolean(args.draft)
      : operation === 'update'
        ? Boolean(args.draft) && data?._status !== 'published'
        : undefined
  if (draft !== undefined) args.req.context[draftSaveKey(slug)] = draft
}

export const isDraftSave = (context: Record<string, unknown>, slug: string) =>
  context[draftSaveKey(slug)] === true

type Doc = Record<string, unknown>

const publishedBeforeKey = (slug: string, id: unknown) => `publishedBefore:${slug}:${String(id)}`

/**
 * The published row a published save replaces, noted before the save
 * (cms/redirects/slug-change.ts reads it). A hook's `previousDoc` is the
 * newest version, which after an autosave is the draft with the new slug
 * already: the address visitors were shown is only in the published row.
 */
export function notePublishedBefore(
  context: Record<string, unknown>,
  slug: string,
  id: unknown,
  row: Doc,
): void {
  context[publishedBeforeKey(slug, id)] = row
}

/** The row noted by notePublishedBefore, taken: a later save in the same request notes its own. */
export function takePublishedBefore(
  context: Record<string, unknown>,
  slug: string,
  id: unknown,
): Doc | undefined {
  const row = context[publishedBeforeKey(slug, id)] as Doc | undefined
  delete context[publishedBeforeKey(slug, id)]
  return row
}

const peekPublishedBefore = (context: Record<string, unknown>, slug: string, id: unknown) =>
  context[publishedBeforeKey(slug, id)] as Doc | undefined

/**
 * An upload may be shown inside any document: its change reaches every page.
 * Otherwise the document's own tags under its keys now, in its newest version
 * and as it was published, and its links' (menus, buttons) when what they
 * show of it changed (its title, address or publishing; a deletion always).
 */
const tagsOf = (
  collection: { slug: string; upload?: unknown },
  doc: unknown,
  previousDoc?: unknown,
  publishedBefore?: Doc,
) =>
  collection.upload
    ? undefined
    : [
        ...changedDocumentTags(collection.slug, doc as Doc, previousDoc as Doc, publishedBefore),
        ...changedLinkTargetTags(collection.slug, doc as Doc, previousDoc as Doc),
      ]

export const revalidateAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  context,
  req,
  collection,
}) => {
  if (isDraftSave(context, collection.slug)) return doc
  const publishedBefore = peekPublishedBefore(context, collection.slug, (doc as Doc).id)
  const tags = tagsOf(collection, doc, previousDoc, publishedBefore)
  await afterCommit(req, () => revalidateSite(context, req.payload.logger, tags))
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({
  doc,
  context,
  req,
  collection,
}) => {
  const tags = tagsOf(collection, doc)
  await afterCommit(req, () => revalidateSite(context, req.payload.logger, tags))
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({
  doc,
  context,
  req,
  global,
}) => {
  if (isDraftSave(context, global.slug)) return doc
  await afterCommit(req, () =>
    revalidateSite(context, req.payload.logger, [globalTag(global.slug)]),
  )
  return doc
}

export const revalidateHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
