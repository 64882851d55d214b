/**
 * Where an enquiry came from: the visit's landing page, the page the form was
 * sent from, the referring site's host, the landing address's UTM tags, the
 * site language and a device class. The browser keeps the visit's first page
 * in the tab's sessionStorage (visit-script.ts) and sends it with the form;
 * without JavaScript the form post's own Referer stands in. Everything here is
 * read from the visitor, so every value is cleaned or dropped; nothing in it
 * can fail or hold up the enquiry it travels with.
 */
import { isLocale, type Locale } from '../../i18n/routing'

import { DEVICES, SOURCE_VALUE_LIMIT, UTM_KEYS, VISIT_FIELD_LIMIT, type Device } from './fields'

export type UtmKey = (typeof UTM_KEYS)[number]

/** What is stored with the enquiry (the `source` fields of contact-submissions). */
export type EnquirySource = Partial<
  Record<'landing_page' | 'form_page' | 'referrer_host' | UtmKey, string>
> & { site_language?: Locale; device?: Device }

/** What the visit script keeps and the form sends: short keys, all optional, none trusted. */
export type VisitRecord = {
  landing?: unknown
  referrer?: unknown
  page?: unknown
  device?: unknown
} & Partial<Record<UtmKey, unknown>>

// C0/C1 controls (CR, LF, NUL…) and the bidirectional overrides that could make
// a value read differently in the admin than it is stored.
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
const ALL_INVISIBLE = new RegExp(INVISIBLE.source, 'g')
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i

/** At most `SOURCE_VALUE_LIMIT` characters, counted by code point so no pair is cut in half. */
const cut = (value: string) => Array.from(value).slice(0, SOURCE_VALUE_LIMIT).join('')

/** A free-text tag (a campaign's name may be Arabic): kept readable, or dropped if it carries markup or a script address. */
export function cleanTag(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const value = raw
    .slice(0, SOURCE_VALUE_LIMIT * 4)
    .normalize('NFC')
    .replace(ALL_INVISIBLE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!value || /[<>]/.test(value) || SCRIPT_SCHEME.test(value.replace(/\s/g, ''))) return undefined
  return cut(value)
}

/** A path on this site, without its query or fragment; anything else is dropped. */
export function cleanPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return undefined
  if (raw.length > SOURCE_VALUE_LIMIT * 4 || INVISIBLE.test(raw)) return undefined
  try {
    const { pathname } = new URL(raw, 'http://site.invalid')
    return pathname.length <= SOURCE_VALUE_LIMIT ? pathname : undefined
  } catch {
    return undefined
  }
}

/** A host name (from a host or a whole address); its path and query are never kept. */
export function cleanHost(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > SOURCE_VALUE_LIMIT * 4) return undefined
  const text = raw.trim()
  if (!text || INVISIBLE.test(text)) return undefined
  try {
    const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? new URL(text) : new URL(`http://${text}`)
    if (!/^https?:$/.test(url.protocol)) return undefined
    const host = url.hostname.toLowerCase()
    return /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host) && host.length <= SOURCE_VALUE_LIMIT
      ? host
      : undefined
  } catch {
    return undefined
  }
}

/** The form's `visit` field: JSON of a `VisitRecord`, or nothing usable. */
export function parseVisit(raw: unknown): VisitRecord {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > VISIT_FIELD_LIMIT) return {}
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as VisitRecord) : {}
  } catch {
    return {}
  }
}

type Request = {
  /** The form's `visit` field as posted. */
  visit: unknown
  /** The post's Referer: the page the form was on, with its query (no JavaScript needed). */
  referer?: string | null
  /** This site's host names: a Referer from one of them is a page of the site, not a referrer. */
  siteHosts: readonly string[]
  locale: string
}

/**
 * The source stored with an enquiry. The visit (first touch in the tab) wins;
 * the post's Referer fills what it lacks: the form's page and the UTM tags of
 * the contact page's own address, or, from another site, the referrer's host.
 */
export function enquirySource({ visit, referer, siteHosts, locale }: Request): EnquirySource {
  const record = parseVisit(visit)
  const source: EnquirySource = {}
  const set = (key: keyof EnquirySource, value: string | undefined) => {
    if (value) (source as Record<string, string>)[key] = value
  }
  set('landing_page', cleanPath(record.landing))
  set('form_page', cleanPath(record.page))
  set('referrer_host', cleanHost(record.referrer))
  for (const key of UTM_KEYS) set(key, cleanTag(record[key]))

  const from = refererUrl(referer)
  if (from) {
    const host = from.hostname.toLowerCase()
    if (siteHosts.some((site) => site.toLowerCase() === host)) {
      if (!source.form_page) set('form_page', cleanPath(from.pathname))
      const ownTags = UTM_KEYS.some((key) => source[key])
      if (!ownTags) for (const key of UTM_KEYS) set(key, cleanTag(from.searchParams.get(key)))
    } else if (!source.referrer_host) {
      set('referrer_host', cleanHost(from.origin))
    }
  }
  if (isLocale(locale)) source.site_language = locale
  if (DEVICES.includes(record.device as Device)) source.device = record.device as Device
  return source
}

function refererUrl(referer: string | null | undefined): URL | null {
  if (!referer || referer.length > 4096) return null
  try {
    const url = new URL(referer)
    return /^https?:$/.test(url.protocol) ? url : null
  } catch {
    return null
  }
}
