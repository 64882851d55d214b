import type { PayloadRequest } from 'payload'

import { sideRequest } from './side-request'

type Titled = { title?: unknown }

/**
 * The English title a save leaves on a document, whatever language staff are
 * editing: the title being saved when they edit English, else the stored
 * English one (an address is written from it, and Arabic falls back to it).
 */
export async function englishTitle(
  req: PayloadRequest,
  collection: 'blog-posts' | 'pages',
  data: Titled,
  originalDoc: (Titled & { id?: number | string }) | undefined,
): Promise<string> {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  if ((req.locale ?? 'en') === 'en') return text(data.title ?? originalDoc?.title)
  if (originalDoc?.id === undefined) return ''
  const english = await req.payload.findByID({
    collection,
    id: originalDoc.id,
    locale: 'en',
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
    select: { title: true },
    req: sideRequest(req),
  })
  return text((english as Titled | null)?.title)
}
