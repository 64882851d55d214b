import type { IncomingMessage, ServerResponse } from 'node:http'

import { positiveIntegerFromEnv } from '../lib/env'
import { CLIENT_ADDRESS_HEADER } from './client-address'
import { serverLog } from './log'
import { sharedLimiter, type SharedLimiter } from './rate-limiter'
import { BRAND_COLOURS } from '../lib/brand-colours'

/**
 * The site search is limited per client address (SEARCH_RATE_LIMIT searches a
 * minute, 30 by default), counted in Redis when the site runs as several
 * replicas: each search reads the whole index, and a script looping over
 * queries should not take the server's time from visitors. A refused search
 * is a 429 page in the address's language with Retry-After. A search without
 * a query (the empty page) is not counted.
 */
const SEARCH = /^\/(?:(ar|en)\/)?search\/?$/

const COPY = {
  en: {
    title: 'Too many searches',
    message: 'Too many searches from your address. Please wait {seconds} seconds and try again.',
    back: 'Back to the home page',
  },
  ar: {
    title: 'عمليات بحث كثيرة',
    message: 'أُجريت عمليات بحث كثيرة من عنوانك. يُرجى الانتظار {seconds} ثانية ثم المحاولة مجددًا.',
    back: 'العودة إلى الصفحة الرئيسية',
  },
} as const

export class SearchGuard {
  private warned = false

  constructor(private readonly limiter: SharedLimiter) {}

  static fromEnv(env: NodeJS.ProcessEnv = process.env): SearchGuard {
    return new SearchGuard(
      sharedLimiter({
        points: positiveIntegerFromEnv('SEARCH_RATE_LIMIT', 30, env),
        seconds: 60,
        keyPrefix: 'search',
      }),
    )
  }

  /** The language of a search with a query, or null for any other request. */
  applies(request: IncomingMessage): 'en' | 'ar' | null {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null
    // Every request passes here, page-cache hits included: most leave before any parsing.
    if (!request.url?.includes('search?')) return null
    const url = new URL(request.url, 'http://site.invalid')
    const match = SEARCH.exec(url.pathname)
    if (!match || !url.searchParams.get('q')?.trim()) return null
    return match[1] === 'ar' ? 'ar' : 'en'
  }

  /** Answers a refused search itself (429); otherwise calls `pass`. */
  async serve(request: IncomingMessage, response: ServerResponse, pass: () => void) {
    const language = this.applies(request) ?? 'en'
    let verdict = { allowed: true, retryAfterMs: 0 }
    try {
      const address = request.headers[CLIENT_ADDRESS_HEADER]
      verdict = await this.limiter.consume(typeof address === 'string' ? address : '')
    } catch (error) {
      // No store answered: search rather than refuse everyone.
      if (!this.warned) serverLog.warn({ err: error }, 'the search rate limit could not count')
      this.warned = true
    }
    if (verdict.allowed) return pass()
    const seconds = Math.ceil(verdict.retryAfterMs / 1000) || 1
    const copy = COPY[language]
    const home = language === 'ar' ? '/ar' : '/'
    const html = `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${copy.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:${BRAND_COLOURS.ink}"><main><h1>${copy.title}</h1><p>${copy.message.replace('{seconds}', String(seconds))}</p><p><a href="${home}" style="color:${BRAND_COLOURS['brand-strong']}">${copy.back}</a></p></main></body></html>`
    response.writeHead(429, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Content-Language': language,
      'Cache-Control': 'no-store',
      'Retry-After': String(seconds),
      'X-Content-Type-Options': 'nosniff',
    })
    response.end(request.method === 'HEAD' ? undefined : html)
  }
}
