import type { Locale } from '../routing'

/**
 * Copy is kept one file per namespace and language (`en/home.json`,
 * `ar/home.json`): each page's copy sits in its own pair of files, and the
 * unit test tests/unit/messages.test.ts holds the two languages to the same keys.
 * A new namespace is added to this list. Copy is rendered on the server; the few
 * client components get theirs as props (the contact form) or import their two
 * files directly (error and not-found boundaries), so no messages and no
 * translation runtime travel to the browser.
 */
export const NAMESPACES = [
  'meta',
  'shell',
  'privacy',
  'home',
  'contact',
  'ourWork',
  'about',
  'whatWeDo',
  'servicePages',
  'blog',
  'stories',
  'search',
  // Words the shared page sections say themselves (a video's transcript, a list's links).
  'blocks',
  // Refusals of malformed form posts, answered by the server itself (src/server/request-guard.ts).
  'refusals',
] as const

export type Namespace = (typeof NAMESPACES)[number]

export async function loadMessages(locale: Locale): Promise<Record<Namespace, unknown>> {
  const entries = await Promise.all(
    NAMESPACES.map(
      async (namespace) =>
        [namespace, (await import(`./${locale}/${namespace}.json`)).default as unknown] as const,
    ),
  )
  return Object.fromEntries(entries) as Record<Namespace, unknown>
}
