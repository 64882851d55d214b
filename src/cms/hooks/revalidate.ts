import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { clearPageCache } from '@/server/page-cache-registry'

/**
 * Public pages are prerendered; a staff edit must show on the site within
 * seconds without a rebuild. The site is small and every page shares the
 * header (stories, services) and footer (settings), so one edit revalidates
 * the whole public tree rather than guessing which pages a row appears on.
 *
 * Writes made outside the Next server (seed, CLI scripts, tests) have no
 * request store to revalidate; they pass `context.disableRevalidate` or the
 * call fails harmlessly and is ignored.
 */
async function revalidateSite(
  context: Record<string, unknown>,
  logger: { warn: (o: object, m: string) => void },
) {
  if (context.disableRevalidate) return
  try {
    const { revalidatePath } = await import('next/cache')
    revalidatePath('/', 'layout')
    clearPageCache()
  } catch (error) {
    if (process.env.NEXT_RUNTIME) logger.warn({ err: error }, 'revalidation failed')
  }
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

const isDraftSave = (context: Record<string, unknown>, slug: string) =>
  context[draftSaveKey(slug)] === true

export const revalidateAfterChange: CollectionAfterChangeHook = async ({
  doc,
  context,
  req,
  collection,
}) => {
  if (isDraftSave(context, collection.slug)) return doc
  await revalidateSite(context, req.payload.logger)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, context, req }) => {
  await revalidateSite(context, req.payload.logger)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({
  doc,
  context,
  req,
  global,
}) => {
  if (isDraftSave(context, global.slug)) return doc
  await revalidateSite(context, req.payload.logger)
  return doc
}

export const revalidateHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
