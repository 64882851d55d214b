import type { MetadataRoute } from 'next'

import { serverUrl } from '@/lib/env'

/** Crawlers may read every public page; the admin and the API are not pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: `${serverUrl()}/sitemap.xml`,
    host: serverUrl(),
  }
}
