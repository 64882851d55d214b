import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { IMAGE_LIMITS } from './src/lib/image-limits'
import { securityHeaders } from './src/lib/security-headers'
import { buildFolder, isStockMode } from './src/lib/stock-mode'
import { withSharedPageCache } from './src/server/cache/shared-page-cache'
import { FORM_BODY_LIMIT_BYTES } from './src/server/request-guard'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never clobber the build `npm start` serves.
  distDir: buildFolder(),
  poweredByHeader: false,
  // The production server (src/server/site-server.ts) compresses, after it has
  // rewritten page documents; Next compressing too would hand it gzip bytes.
  compress: false,
  reactStrictMode: true,
  // Node clients with their own connection state, loaded as they are rather than bundled.
  serverExternalPackages: ['redis', '@redis/client', 'pg', '@aws-sdk/client-s3', 'prom-client'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/**' }, { pathname: '/**' }],
    // Next answers any width outside deviceSizes + imageSizes and any other
    // quality with 400: only the variants the pages ask for are ever made.
    qualities: [75],
    // No source picture larger than an image bucket takes (lib/image-limits.ts).
    maximumResponseBody: IMAGE_LIMITS.maxBytes,
  },
  headers: async () => securityHeaders(),
  // The pages collection was `page-keywords` (its REST address and admin
  // address) until pages staff make joined it: old links and scripts follow a
  // 308, which keeps the method and body of a write.
  redirects: async () =>
    ['/api', '/admin/collections'].map((base) => ({
      source: `${base}/page-keywords/:rest*`,
      destination: `${base}/pages/:rest*`,
      permanent: true,
    })),
  // `npm test` checks the types before its end-to-end build, and CI's later
  // builds come after it: they set BUILD_TYPES_CHECKED=1 to skip Next's own
  // second check (51 s of each build), as a local `npm start` does
  // (scripts/start.ts). An operator's build checks them.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  experimental: {
    // Forms' server actions take files up to this size (a built form's CVs, lib/forms/files.ts).
    // The production server refuses larger posts itself, with a 413 (src/server/request-guard.ts).
    serverActions: { bodySizeLimit: FORM_BODY_LIMIT_BYTES },
    // Page posts pass through the proxy (src/proxy.ts), which would cut a body past 10 MB short.
    proxyClientMaxBodySize: FORM_BODY_LIMIT_BYTES,
    // Unmatched addresses (/nope, /ar/nope) get app/global-not-found.tsx with a real 404.
    globalNotFound: true,
    // A picture over the upload pixel limit (one stored before the limit) is
    // sent as it is rather than decoded (lib/image-limits.ts).
    imgOptMaxInputPixels: IMAGE_LIMITS.maxPixels,
    // A build's compile cache only pays when the same folder is built again:
    // CI builds each folder once, and writing the cache took 17 s of CPU there.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
}

/**
 * withPayload asks every route for the colour-scheme client hint with
 * Critical-CH, which makes browsers restart the first navigation (~600 ms on
 * Lighthouse mobile). Only the admin uses the hint, so scope it there.
 */
function scopeClientHintsToAdmin(config: NextConfig): NextConfig {
  const original = config.headers
  if (!original) return config
  return {
    ...config,
    headers: async () =>
      (await original()).map((entry) =>
        entry.source === '/:path*' && entry.headers.some((header) => header.key === 'Critical-CH')
          ? { ...entry, source: '/admin/:path*' }
          : entry,
      ),
  }
}

const siteConfig = scopeClientHintsToAdmin(
  withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }),
)

export default function configFor(phase: string): NextConfig {
  // Stock mode (src/lib/stock-mode.ts): Next's and Payload's own behaviour, none of the site's layers.
  if (isStockMode())
    return withPayload(withNextIntl({ ...nextConfig, compress: true }), {
      devBundleServerPackages: false,
    })
  return withSharedPageCache(siteConfig, phase)
}
