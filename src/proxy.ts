import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { routing } from './i18n/routing'
import { decideEntry, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './lib/locale-detection'
import { findRedirect } from './lib/redirects/table'

const localeRouting = createMiddleware(routing)

/**
 * Redirects staff manage in the admin come first: an old address answers
 * with its redirect (the table is held in memory, src/lib/redirects/table.ts,
 * so this reads no database). Then entry-visit language detection (query `lng`, then the cookie; the reasons
 * are in src/lib/locale-detection.ts), then next-intl's routing: `/about` is
 * served by the `[locale]=en` tree, `/ar/about` by `[locale]=ar`.
 */
export default async function proxy(request: NextRequest) {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const moved = await findRedirect(request.nextUrl.pathname)
    if (moved) {
      const location = new URL(moved.to, request.url)
      if (!location.search) location.search = request.nextUrl.search
      const response = NextResponse.redirect(location, moved.status)
      // Browsers keep a 301 for good unless told otherwise; staff may change it.
      response.headers.set('Cache-Control', 'public, max-age=600')
      return response
    }
  }
  const destination = request.headers.get('sec-fetch-dest')
  const decision = decideEntry({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    // Browsers mark page loads; the router's prefetches and RSC fetches are "empty".
    isDocument: destination === null || destination === 'document',
  })
  if (decision.action === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), 307)
    response.headers.set('Cache-Control', 'private, no-store')
    if (decision.rememberLocale) {
      response.cookies.set(LOCALE_COOKIE, decision.rememberLocale, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE,
        sameSite: 'lax',
        secure: request.nextUrl.protocol === 'https:',
      })
    }
    return response
  }
  return localeRouting(request)
}

export const config = {
  // Skip Payload (admin, api), Next internals and any path with a dot (files),
  // except the blog's feeds (sections/blog/feed.ts): they are routes in a language.
  matcher: [
    '/((?!(?:admin|api|_next|_vercel|next|files)(?:/|$)|.*\\..*).*)',
    '/:locale(ar|en)?/blog/:file(feed|atom).xml',
    '/:locale(ar|en)?/blog/topics/:topic/:file(feed|atom).xml',
  ],
}
