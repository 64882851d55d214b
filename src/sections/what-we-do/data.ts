import 'server-only'

import type { Locale } from '@/i18n/routing'
import { getServices, type PublicService } from '@/lib/data'

/**
 * What We Do reads the services itself so a failure reaches the page as a
 * value ("Error loading services:" with a retry; docs/PRODUCT.md, What We Do page), instead of the
 * empty list other readers fall back to. The error is logged with its cause;
 * the visitor sees a plain message, never database internals.
 */
export type ServicesRead = { ok: true; services: PublicService[] } | { ok: false }

export async function readServices(
  locale: Locale,
  read: (locale: Locale) => Promise<PublicService[]> = getServices,
): Promise<ServicesRead> {
  try {
    const services = await read(locale)
    return { ok: true, services: [...services].sort((a, b) => a.displayOrder - b.displayOrder) }
  } catch (error) {
    console.error('[what-we-do] the services could not be read.', error)
    return { ok: false }
  }
}
