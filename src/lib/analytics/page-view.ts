/**
 * One page view as the visit script posts it (src/lib/attribution/visit-script.ts),
 * read and cleaned here, and the rules on which requests are not counted.
 * Everything in a view comes from the visitor: each value is cleaned or
 * dropped (the same rules as an enquiry's source), and only the path is needed.
 */
import { createHash, createHmac } from 'node:crypto'

import { cleanHost, cleanPath, cleanTag } from '../attribution/source'
import { DRAFT_MODE_COOKIE } from '../draft-mode-cookie'
import { KUWAIT_TIME_ZONE } from '../kuwait-zone'
import { DEVICES, type Device } from '../attribution/fields'
import { isbot } from 'isbot'

export type PageView = {
  path: string
  language: 'en' | 'ar'
  device?: Device
  /** Set on the visit's first page only. */
  entry?: { referrer?: string; source?: string; medium?: string; campaign?: string }
}

/** The Arabic site lives under /ar; everything else is English. */
export const languageOfPath = (path: string): 'en' | 'ar' =>
  path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en'

/** The posted body, or null when it is not a view (not JSON, not an object, no path of this site). */
export function readPageView(body: string): PageView | null {
  let raw: unknown
  try {
    raw = JSON.parse(body)
  } catch {
    return null
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null
  const posted = raw as Record<string, unknown>
  const path = cleanPath(posted.p)
  if (!path) return null
  // One address per page: a trailing slash is the same page.
  const page = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
  const view: PageView = { path: page, language: languageOfPath(page) }
  if (DEVICES.includes(posted.d as Device)) view.device = posted.d as Device
  if (posted.e === 1) {
    const entry: PageView['entry'] = {}
    const set = (key: keyof NonNullable<PageView['entry']>, value: string | undefined) => {
      if (value) entry[key] = value
    }
    set('referrer', cleanHost(posted.r))
    set('source', cleanTag(posted.s))
    set('medium', cleanTag(posted.m))
    set('campaign', cleanTag(posted.c))
    view.entry = entry
  }
  return view
}

type Headers = Record<string, string | string[] | undefined>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Why a request is not counted, or null when it is. */
export type NotCounted = 'privacy' | 'bot' | 'prefetch' | 'staff' | 'preview'

/**
 * Browsers that ask not to be tracked (Global Privacy Control, Do Not Track),
 * crawlers and other robots (by their user agent; none at all is a robot
 * too), prefetches and prerenders, and staff (a Payload session cookie) or
 * staff previewing a draft (Next's draft-mode cookie) are not counted.
 */
export function notCounted(headers: Headers): NotCounted | null {
  if (first(headers['sec-gpc'])?.trim() === '1' || first(headers.dnt)?.trim() === '1')
    return 'privacy'
  const agent = first(headers['user-agent'])?.trim()
  if (!agent || isbot(agent)) return 'bot'
  const purpose = `${first(headers['sec-purpose']) ?? ''} ${first(headers.purpose) ?? ''}`
  if (/prefetch|prerender/i.test(purpose)) return 'prefetch'
  const cookie = first(headers.cookie) ?? ''
  const has = (name: string) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookie)
  // Payload's session cookie (its default prefix, as server/api-guard.ts reads it).
  if (has('payload-token')) return 'staff'
  if (has(DRAFT_MODE_COOKIE)) return 'preview'
  return null
}

const KUWAIT_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: KUWAIT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Kuwait calendar day of `date`, as `2026-11-29` (the key every count is kept under). */
export const kuwaitDay = (date: Date = new Date()): string => KUWAIT_DAY.format(date)

/**
 * A visitor for one day, without a cookie or a stored address: a hash of the
 * client's address and user agent with a salt that changes every day. The
 * salt is derived from the site's secret and the day, so every replica
 * computes the same one; the day's hashes are counted and deleted once the
 * day is over (src/lib/analytics/store.ts), after which nothing links a
 * visitor to another day, or to an address.
 */
export function visitorHash(secret: string, day: string, address: string, agent: string): string {
  const salt = createHmac('sha256', secret).update(`visitors:${day}`).digest()
  return createHash('sha256')
    .update(salt)
    .update(address)
    .update('\n')
    .update(agent)
    .digest('base64url')
    .slice(0, 22)
}
