import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  CONTENT_PAGE_KEYS,
  PAGE_KEYS_BY_ADDRESS,
  pageKeyPath,
  PAGES,
  RESERVED_FIRST_SEGMENTS,
} from '@/lib/routes'

/**
 * The fixed pages the catch-all draws (PAGE_KEYS_BY_ADDRESS) must have no
 * route of their own: Next would answer their address from that route, and
 * the page's document (its sections, search fields, back-to-top setting)
 * would silently stop showing. The other fixed content pages still need
 * theirs, or their address would fall through to the catch-all, which does
 * not find them, and answer 404. Their messages no longer hold a title or
 * description for them either: their documents do.
 */
const LOCALE_ROUTES = 'src/app/(frontend)/[locale]'
const routeFileOf = (address: string) =>
  address === '/'
    ? path.join(LOCALE_ROUTES, 'page.tsx')
    : path.join(LOCALE_ROUTES, ...address.split('/').filter(Boolean), 'page.tsx')

describe('fixed pages drawn at their address', () => {
  it('have no route file of their own, and keep their first segment reserved from staff slugs', () => {
    for (const key of PAGE_KEYS_BY_ADDRESS) {
      const address = pageKeyPath(key)!
      // The catch-all matches no empty path: the root's route draws the page there (below).
      if (address === '/') continue
      expect(existsSync(routeFileOf(address)), `${routeFileOf(address)} shadows ${key}`).toBe(false)
      expect(RESERVED_FIRST_SEGMENTS).toContain(address.split('/')[1])
    }
  })

  it('include the home page, whose root route draws the page at "/" as the catch-all draws the others', () => {
    expect(PAGE_KEYS_BY_ADDRESS).toContain('home')
    const root = readFileSync(routeFileOf('/'), 'utf8')
    const catchAll = readFileSync(
      path.join(LOCALE_ROUTES, '(open-addresses)', '[...path]', 'page.tsx'),
      'utf8',
    )
    for (const route of [root, catchAll]) {
      expect(route).toContain('getPageAtPath(')
      expect(route).toContain('<PageAtAddress ')
      expect(route).toContain('addressMetadata(locale, page)')
    }
    // Nothing page-specific left in the root's route: no page key, no section read by key.
    expect(root).not.toMatch(/getPageLayout|staticMetadata|'home'/)
  })

  it('are the only fixed content pages without a route file', () => {
    const routed = CONTENT_PAGE_KEYS.filter(
      (key) => !(PAGE_KEYS_BY_ADDRESS as readonly string[]).includes(key),
    )
    for (const key of routed) {
      const address = pageKeyPath(key)
      // The not-found copy has no address: the 404 view reads it.
      if (address === null) continue
      expect(existsSync(routeFileOf(address)), `${key} needs ${routeFileOf(address)}`).toBe(true)
    }
  })

  it('take their title and description from their documents, not the messages', () => {
    for (const language of ['en', 'ar']) {
      const meta = JSON.parse(readFileSync(`src/i18n/messages/${language}/meta.json`, 'utf8')) as {
        pages: Record<string, unknown>
      }
      // The messages name a page by its id in PAGES (`ourWork` for the key `our-work`).
      const ids = Object.entries(PAGES)
        .filter(([, page]) =>
          (PAGE_KEYS_BY_ADDRESS as readonly string[]).includes(page.keywordsKey),
        )
        .map(([id]) => id)
      expect(ids).toHaveLength(PAGE_KEYS_BY_ADDRESS.length)
      for (const id of ids) expect(meta.pages).not.toHaveProperty(id)
      expect(meta.pages).toHaveProperty('blog')
    }
  })
})
