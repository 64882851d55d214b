import type { ContentPageKey } from '@/lib/routes'
import type { SeedLayout } from '../service-pages/types'
import { home } from './home'

/**
 * The sections of the pages built from blocks, as first published: each
 * visitor-visible text in both languages (`{ en, ar }`). The seed writes them
 * to a new database; a database that existed before gets them through the
 * `pageContent` migration step. A page missing here starts empty.
 */
export const PAGE_LAYOUTS: Partial<Record<ContentPageKey, SeedLayout>> = {
  home,
}
