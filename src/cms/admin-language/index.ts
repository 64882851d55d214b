import { APIError, type Endpoint } from 'payload'

import { siteMessage } from '../admin-labels/messages'
import type { Bilingual } from '@/lib/bilingual'

/** The admin's interface languages; a staff account stores one of these as `language`. */
export const ADMIN_LANGUAGES = ['en', 'ar'] as const
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]

/** The languages' names, in the admin's language. */
export const LANGUAGE_NAMES: Record<AdminLanguage, Bilingual> = {
  en: { en: 'English', ar: 'الإنجليزية' },
  ar: { en: 'Arabic', ar: 'العربية' },
}

export const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  ADMIN_LANGUAGES.includes(value as AdminLanguage)

/**
 * POST /api/admin-language {"language":"ar"}: stores the signed-in staff
 * member's admin language on their own account. Its own route, so saving a
 * language needs no right to edit staff accounts (any role may choose its
 * language) and can change nothing else on the account.
 */
export const saveAdminLanguage: Endpoint = {
  path: '/admin-language',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users')
      throw new APIError(siteMessage(req, 'signInToChooseLanguage'), 401, undefined, true)
    const body = (await req.json?.().catch(() => null)) as { language?: unknown } | null
    const language = body?.language
    if (!isAdminLanguage(language))
      throw new APIError(siteMessage(req, 'chooseEnglishOrArabic'), 400, undefined, true)
    await req.payload.update({
      collection: 'users',
      id: req.user.id,
      data: { language },
      overrideAccess: true,
      req,
    })
    return Response.json({ language })
  },
}
