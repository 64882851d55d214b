import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
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

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, context, req }) => {
  await revalidateSite(context, req.payload.logger)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, context, req }) => {
  await revalidateSite(context, req.payload.logger)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, context, req }) => {
  await revalidateSite(context, req.payload.logger)
  return doc
}

export const revalidateHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
