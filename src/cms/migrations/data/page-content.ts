import type { Payload, PayloadRequest } from 'payload'

import { isContentPageKey, type PageKey } from '@/lib/routes'
import { PAGE_TITLES, pageSeed } from '@/seed/pages'
import { withItemIds } from '@/seed/upsert'
import { WITHOUT_TRANSLATION_STATE } from '../../translations/skip'
import { PAGE_LAYOUTS } from '@/content/pages/index'
import { AS_FIRST_WRITTEN } from '@/blocks/fields'
import { withoutUploads, writeFirstColumns } from './as-first-written'
import { anyRows, withTodaysColumns } from './publish-existing-rows'

type Data = Record<string, unknown>

/**
 * Page documents used to hold only search settings, and the pages' words
 * lived in code. A database that existed before gets what the seed gives a
 * new one, so every page looks as it did: each page gets its name, and a page
 * built from blocks that has none yet gets its sections (English first, then
 * Arabic on the same blocks and items). A missing page document is created;
 * what staff already wrote (keywords, search fields, sections) is kept. A
 * database without any page document is new: the seed writes its pages.
 */
export async function pageContent({
  payload,
  req,
  run,
}: {
  payload: Payload
  req: PayloadRequest
  /** One SQL statement on the migration's connection (see publish-existing-rows). */
  run: (statement: string) => Promise<unknown>
}): Promise<void> {
  // No page document: a new database, whose pages the seed writes.
  if (!(await anyRows(run, ['page_keywords']))) return
  await withTodaysColumns(payload, run, () => writePageContent(payload, req, run))
}

async function writePageContent(
  payload: Payload,
  req: PayloadRequest,
  run: (statement: string) => Promise<unknown>,
): Promise<void> {
  const context = {
    disableRevalidate: true,
    ...WITHOUT_TRANSLATION_STATE,
    [AS_FIRST_WRITTEN]: true,
  }
  const { totalDocs } = await payload.count({
    collection: 'pages',
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return
  for (const key of Object.keys(PAGE_TITLES) as PageKey[]) {
    // The pictures of that day were typed paths, written after the blocks.
    const seed = isContentPageKey(key) ? PAGE_LAYOUTS[key] : undefined
    const en = pageSeed(key, 'en', seed && withoutUploads(seed))
    const ar = pageSeed(key, 'ar', seed && withoutUploads(seed))
    const { docs } = await payload.find({
      collection: 'pages',
      where: { page_slug: { equals: key } },
      locale: 'en',
      depth: 0,
      limit: 1,
      overrideAccess: true,
      draft: false,
      req,
    })
    const found = docs[0] as unknown as Data | undefined
    const needsLayout =
      isContentPageKey(key) && Array.isArray(en.layout) && !(found?.layout as unknown[])?.length
    const english: Data = {
      ...(found?.title ? {} : { title: en.title }),
      ...(needsLayout ? { layout: en.layout } : {}),
    }
    const saved = (
      found
        ? Object.keys(english).length
          ? await payload.update({
              collection: 'pages',
              id: found.id as number,
              locale: 'en',
              data: english as never,
              overrideAccess: true,
              context,
              req,
            })
          : found
        : await payload.create({
            collection: 'pages',
            locale: 'en',
            data: { page_slug: key, ...en } as never,
            overrideAccess: true,
            context,
            req,
          })
    ) as Data
    if (found && !Object.keys(english).length) continue
    const arabic: Data = {
      ...(english.title || !found ? { title: ar.title } : {}),
      ...(!found && ar.keywords ? { keywords: ar.keywords } : {}),
      ...(needsLayout || (!found && ar.layout) ? { layout: ar.layout } : {}),
    }
    const written = await payload.update({
      collection: 'pages',
      id: saved.id as number,
      locale: 'ar',
      data: withItemIds(arabic, saved) as never,
      overrideAccess: true,
      context,
      req,
    })
    if (seed && arabic.layout)
      await writeFirstColumns({
        run,
        collection: 'page_keywords',
        group: key,
        seed,
        saved: ((written as unknown as Data).layout ?? []) as never,
      })
    payload.logger.info(`page content: ${key}`)
  }
}
