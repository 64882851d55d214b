import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_PAGE_LAYOUTS } from '@/content/service-pages'
import { runSql, startTestPayload } from '../support/payload'
import { seedAsStored } from '../support/seed-layout'

/**
 * A database made before service pages were CMS documents: its services have
 * no blocks. The migration that adds blocks gives each built-in service the
 * page the seed gives a new database (both languages), and leaves a service
 * it does not know alone.
 */
let payload: Payload
let stop: () => Promise<void>

const run = (statement: string) => runSql(payload, statement)

type Block = Record<string, unknown> & { blockType: string }

beforeAll(async () => {
  let migrateRest: () => Promise<void>
  ;({ payload, stop, migrateRest } = await startTestPayload({
    stopBefore: (migration) => migration.up.toString().includes('servicePageContent'),
  }))
  await run(
    `INSERT INTO services (id, slug, display_order, _status) VALUES (1, 'erp-solution', 1, 'published'), (2, 'consulting', 2, 'published')`,
  )
  await run(
    `INSERT INTO services_locales (title, _locale, _parent_id) VALUES ('ERP solution', 'en', 1), ('نظام ERP', 'ar', 1), ('Consulting', 'en', 2)`,
  )
  await migrateRest()
}, 120_000)
afterAll(async () => stop?.())

describe('the service page migration', () => {
  it('gives a built-in service its page in English and Arabic, as the seed does', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const doc = await payload.findByID({
        collection: 'services',
        id: 1,
        locale,
        fallbackLocale: false,
        overrideAccess: false,
      })
      expect(doc.title).toBe(locale === 'en' ? 'ERP solution' : 'نظام ERP')
      const layout = (doc.layout ?? []) as Block[]
      // Every block, item and text of the seed, in order (the database adds ids and defaults).
      // Its pictures are uploads: the mock-ups, the Arabic twins on the Arabic page.
      expect(layout).toMatchObject(
        seedAsStored(SERVICE_PAGE_LAYOUTS['erp-solution'], locale, (filename, alt) =>
          expect.objectContaining({ filename, alt }),
        ) as Record<string, unknown>[],
      )
    }
  })

  it('keeps the page published and records a version of it', async () => {
    const doc = await payload.findByID({ collection: 'services', id: 1, overrideAccess: true })
    expect(doc._status).toBe('published')
    const versions = await payload.findVersions({
      collection: 'services',
      where: { parent: { equals: 1 } },
      overrideAccess: true,
    })
    expect(versions.totalDocs).toBeGreaterThan(0)
    expect((versions.docs[0].version.layout ?? []).length).toBe(
      SERVICE_PAGE_LAYOUTS['erp-solution'].length,
    )
  })

  it('invents nothing for a service it does not know', async () => {
    const doc = await payload.findByID({ collection: 'services', id: 2, overrideAccess: true })
    expect(doc.layout ?? []).toEqual([])
    expect(doc.title).toBe('Consulting')
  })
})
