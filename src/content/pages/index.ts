import type { ContentPageKey } from '@/lib/routes'
import type { SeedLayout } from '../service-pages/types'
import { ourWork } from './our-work'
import { privacyPolicy } from './privacy-policy/index'
import { about } from './about'
import { contact } from './contact'
import { notFound } from './not-found'
import { whatWeDo } from './what-we-do'
import { home } from './home'

/**
 * The sections of the pages built from blocks, as first published: each
 * visitor-visible text in both languages (`{ en, ar }`). The seed writes them
 * to a new database; a database that existed before gets them through the
 * `pageContent` migration step. A page missing here starts empty.
 */
export const PAGE_LAYOUTS: Partial<Record<ContentPageKey, SeedLayout>> = {
  'our-work': ourWork,
  'privacy-policy': privacyPolicy,
  about,
  'what-we-do': whatWeDo,
  contact,
  'not-found': notFound,
  home,
}
