import type { Locale } from '@/i18n/routing'

/**
 * A text in both of the site's languages, as code, the seed and the admin's
 * own labels write it: the Arabic beside its English. The CMS stores such a
 * text as one field per locale; this is the form before or outside it.
 */
export type Bilingual = { [locale in Locale]: string }
