import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { readAccess, type ReadAccess } from '../draft-reads'
import { getPayloadClient } from '../payload'

/**
 * What every read of the site's content answers: the value, or when the CMS
 * could not answer, the read's fallback with `ok: false`. Each page decides
 * what a failure means for it (built-in sections, an empty menu, its error
 * state) from one shape.
 */
export type Read<T> = { ok: true; value: T } | { ok: false; value: T }

export type ReadSpec<T> = {
  /** Names the read in logs and in its cache key ("services", "page about"). */
  what: string
  /** What makes one call differ from another (locale, slug): the rest of its cache key. */
  key: ReadonlyArray<string | number>
  /** Cache tags (./tags.ts): a content change refreshes exactly the reads and pages that carry them. */
  tags: string[]
  /** What the page gets when the CMS cannot answer. */
  fallback: T
  /** The outage drill (SITE_SIMULATE_HOME_OUTAGE): this read fails as if the database were down. */
  simulateOutage?: boolean
}

/** The query itself: runs with the read options every public query spreads. */
export type Query<T> = (payload: Payload, access: ReadAccess) => Promise<T>

/** What unstable_cache throws when there is no Next request around it (tests, scripts). */
export const OUTSIDE_NEXT = /incrementalCache missing/

/**
 * Visitors' reads are kept in Next's data cache under their tags, so a page
 * rendered again after an edit reads the database only for what changed, and
 * the page itself carries the tags of everything it read (a page-document
 * edit regenerates that page, a testimonial edit the home page). Staff
 * previewing (draft mode) always read the database. Outside Next (tests,
 * scripts) there is no data cache: the query runs as it is.
 */
async function cached<T>(spec: ReadSpec<T>, query: () => Promise<T>): Promise<T> {
  try {
    return await unstable_cache(query, ['content', spec.what, ...spec.key.map(String)], {
      tags: spec.tags,
      revalidate: false,
    })()
  } catch (error) {
    if (error instanceof Error && OUTSIDE_NEXT.test(error.message)) return query()
    throw error
  }
}

export async function readContent<T>(spec: ReadSpec<T>, query: Query<T>): Promise<Read<T>> {
  try {
    if (spec.simulateOutage) throw new Error('database unavailable (simulated outage)')
    const access = await readAccess()
    const payload = await getPayloadClient()
    const value = access.draft
      ? await query(payload, access)
      : await cached(spec, () => query(payload, access))
    return { ok: true, value }
  } catch (error) {
    console.error(`[data] ${spec.what} could not be read; using the fallback.`, error)
    return { ok: false, value: spec.fallback }
  }
}

/** For pages whose failed read shows their error state (error.tsx) rather than a fallback. */
export class ContentUnavailable extends Error {
  constructor(what: string) {
    super(`${what} could not be read`)
    this.name = 'ContentUnavailable'
  }
}

export function valueOrThrow<T>(read: Read<T>, what: string): T {
  if (!read.ok) throw new ContentUnavailable(what)
  return read.value
}
