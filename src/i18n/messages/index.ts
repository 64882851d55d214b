import type { Locale } from '../routing'

/**
 * Copy is kept one file per namespace and language (`en/home.json`,
 * `ar/home.json`): each page's copy sits in its own pair of files, and the
 * unit test tests/unit/messages.test.ts holds the two languages to the same keys.
 * A new namespace is added to this list.
 */
export const NAMESPACES = [
  'meta',
  'shell',
  'notFound',
  'privacy',
  'home',
  'contact',
  'ourWork',
  'about',
  'whatWeDo',
  'servicePages',
  'blog',
  'stories',
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

/**
 * The namespaces client components read (`useTranslations` in a 'use client'
 * file: the contact form, the blog and story error and not-found views). Only
 * these travel to the browser; everything else is rendered on the server, so
 * the rest of the copy (the privacy policy, every page's text) is not repeated
 * in each page's payload.
 */
export const CLIENT_NAMESPACES = [
  'contact',
  'blog',
  'stories',
] as const satisfies readonly Namespace[]

export function clientMessages(messages: Record<string, unknown>): Record<string, never> {
  return Object.fromEntries(
    CLIENT_NAMESPACES.filter((namespace) => namespace in messages).map((namespace) => [
      namespace,
      messages[namespace],
    ]),
  ) as Record<string, never>
}
