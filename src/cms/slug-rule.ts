import type { PayloadRequest } from 'payload'

import { SLUG_PATTERN } from '@/lib/slug'
import type { SiteMessage } from './admin-labels/messages'
import { siteMessage } from './admin-labels/messages'

/**
 * The check of a value written like a slug (lower-case letters, digits,
 * single hyphens: slugs, anchors, project keys); `message` says what is
 * wrong in the admin's language. An optional field may stay empty.
 */
export const slugRule =
  (message: SiteMessage, optional = false) =>
  (value: string | null | undefined, { req }: { req?: Partial<PayloadRequest> }) =>
    (optional && !value) ||
    (typeof value === 'string' && SLUG_PATTERN.test(value)) ||
    siteMessage(req, message)
