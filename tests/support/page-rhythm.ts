import type { Page } from '@playwright/test'

/** The site's two languages as the imagery and rhythm specs visit them. */
export const PAGE_LANGUAGES = [
  { prefix: '', lang: 'en', backToTop: 'Back to top' },
  { prefix: '/ar', lang: 'ar', backToTop: 'العودة إلى الأعلى' },
] as const

export const localized = (prefix: string, path: string) =>
  prefix && path === '/' ? prefix : prefix + path

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640

/** The six service pages: long, and each ends with the closing band. */
const SERVICE_PAGES = [
  '/what-we-do/web-development',
  '/what-we-do/mobile-app',
  '/what-we-do/erp-solution',
  '/what-we-do/ecommerce-application',
  '/what-we-do/property-management',
  '/what-we-do/fandb-solution',
]

/** Pages that end with the closing call-to-action band. */
export const CTA_PAGES = ['/about', '/what-we-do', '/our-work', '/privacy-policy', ...SERVICE_PAGES]

/**
 * About ten phone screens or more: these get a back-to-top link (the seeded
 * engineering page, made in the admin, by its page setting).
 */
export const LONG_PAGES = [
  '/',
  '/our-work',
  '/privacy-policy',
  '/careers/engineering',
  ...SERVICE_PAGES,
]
export const SHORT_PAGES = [
  '/contact',
  '/blog',
  '/about',
  '/what-we-do',
  '/careers',
  '/no-such-page',
]
