import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { routing } from './i18n/routing'
import { DRAFT_MODE_COOKIE } from './lib/draft-mode-cookie'
import { decideEntry, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './lib/locale-detection'
import { findRedirect } from './lib/redirects/table'
import { publicCsp } from './lib/security-headers'
import { isStockMode, NONCE_HEADER } from './lib/stock-mode'

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
  if (!isStockMode()) return localeRouting(request)
  // Stock mode (src/lib/stock-mode.ts): the page's script policy allows its
  // inline scripts by a nonce made for this request. Next reads the nonce from
  // the request's own policy header and puts it on the scripts it writes; the
  // layout reads it (NONCE_HEADER) for the site's own. next-intl passes the
  // request headers it is given on to the page.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const nonce = btoa(String.fromCharCode(...bytes))
  const framing = request.cookies.has(DRAFT_MODE_COOKIE) ? "'self'" : "'none'"
  const policy = publicCsp(true, framing, nonce)
  const headers = new Headers(request.headers)
  headers.set(NONCE_HEADER, nonce)
  headers.set('content-security-policy', policy)
  const response = localeRouting(new NextRequest(request, { headers }))
  response.headers.set('content-security-policy', policy)
  return response
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
