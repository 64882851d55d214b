import type { Payload, PayloadRequest } from 'payload'

import { inLocale, SERVICE_PAGE_LAYOUTS } from '@/content/service-pages'
import { withItemIds } from '@/seed/upsert'
import { WITHOUT_TRANSLATION_STATE } from '../../translations/skip'
import { AS_FIRST_WRITTEN } from '@/blocks/fields'
import { withoutUploads, writeFirstColumns } from './as-first-written'
import { anyRows, withTodaysColumns } from './publish-existing-rows'

/**
 * The service pages' sections used to live in code; they are now each
 * service's `layout` blocks. A database that existed before gets the same
 * content the seed gives a new one, so every page looks as it did: each
 * built-in service that still has its slug and no blocks yet gets its page,
 * English first, then Arabic on the same blocks and items. A service staff
 * deleted or renamed is left alone (nothing is invented for it).
 */
export async function servicePageContent({
  payload,
  req,
  run,
}: {
  payload: Payload
  req: PayloadRequest
  /** One SQL statement on the migration's connection (see withTodaysColumns). */
  run: (statement: string) => Promise<unknown>
}): Promise<void> {
  // No service: nothing to give a page to.
  if (!(await anyRows(run, ['services']))) return
  await withTodaysColumns(payload, run, () => writeServiceLayouts(payload, req, run))
}

async function writeServiceLayouts(
  payload: Payload,
  req: PayloadRequest,
  run: (statement: string) => Promise<unknown>,
): Promise<void> {
  for (const [slug, seed] of Object.entries(SERVICE_PAGE_LAYOUTS)) {
    // The pictures of that day were typed paths, written after the blocks.
    const layout = withoutUploads(seed)
    const { docs } = await payload.find({
      collection: 'services',
      where: { slug: { equals: slug } },
      locale: 'en',
      depth: 0,
      limit: 1,
      overrideAccess: true,
      draft: false,
      req,
    })
    const service = docs[0]
    if (!service || (service.layout?.length ?? 0) > 0) continue
    const context = {
      disableRevalidate: true,
      ...WITHOUT_TRANSLATION_STATE,
      [AS_FIRST_WRITTEN]: true,
    }
    const english = await payload.update({
      collection: 'services',
      id: service.id,
      locale: 'en',
      data: { layout: inLocale(layout, 'en') } as never,
      overrideAccess: true,
      context,
      req,
    })
    const arabic = await payload.update({
      collection: 'services',
      id: service.id,
      locale: 'ar',
      data: withItemIds(
        { layout: inLocale(layout, 'ar') } as Record<string, unknown>,
        english as unknown as Record<string, unknown>,
      ) as never,
      overrideAccess: true,
      context,
      req,
    })
    await writeFirstColumns({
      run,
      collection: 'services',
      group: slug,
      seed,
      saved: (arabic.layout ?? []) as never,
    })
    payload.logger.info(`service page content: ${slug}`)
  }
}
