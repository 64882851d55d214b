import arMeta from '@/i18n/messages/ar/meta.json'
import enMeta from '@/i18n/messages/en/meta.json'

/**
 * The company as the admin names it: the site's own name (the public pages'
 * title), so the admin and the site never disagree.
 */
export const ADMIN_BRAND = {
  name: { en: enMeta.siteTitle, ar: arMeta.siteTitle },
  title: `${enMeta.siteTitle} Admin`,
  description: `${enMeta.siteTitle}: content and enquiries`,
  heading: {
    en: `${enMeta.siteTitle} admin`,
    ar: `إدارة ${arMeta.siteTitle}`,
  },
} as const
