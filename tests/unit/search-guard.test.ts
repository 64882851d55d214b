import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'
import { SearchGuard } from '@/server/search-guard'

function exchange(url: string, method = 'GET', address = '203.0.113.9') {
  const request = new IncomingMessage(new Socket())
  request.url = url
  request.method = method
  request.headers[CLIENT_ADDRESS_HEADER] = address
  const response = new ServerResponse(request)
  const written: { status?: number; headers?: Record<string, unknown>; body: string } = { body: '' }
  response.writeHead = ((status: number, headers: Record<string, unknown>) => {
    written.status = status
    written.headers = headers
    return response
  }) as never
  response.end = ((chunk?: string) => {
    written.body = chunk ?? ''
    return response
  }) as never
  return { request, response, written }
}

describe('search rate limit', () => {
  it('counts searches with a query only, in either language', () => {
    const guard = SearchGuard.fromEnv({ ...process.env, SEARCH_RATE_LIMIT: '2' })
    expect(guard.applies(exchange('/search?q=erp').request)).toBe('en')
    expect(guard.applies(exchange('/ar/search?q=%D8%A8').request)).toBe('ar')
    expect(guard.applies(exchange('/search').request)).toBeNull()
    expect(guard.applies(exchange('/search?q=%20').request)).toBeNull()
    expect(guard.applies(exchange('/search?q=erp', 'POST').request)).toBeNull()
    expect(guard.applies(exchange('/searching?q=erp').request)).toBeNull()
  })

  it('refuses past the limit per address with a 429 page in the address language', async () => {
    const guard = SearchGuard.fromEnv({ ...process.env, SEARCH_RATE_LIMIT: '2' })
    let passed = 0
    for (let index = 0; index < 2; index++) {
      const { request, response } = exchange('/ar/search?q=erp', 'GET', '203.0.113.50')
      await guard.serve(request, response, () => passed++)
    }
    expect(passed).toBe(2)
    const refused = exchange('/ar/search?q=erp', 'GET', '203.0.113.50')
    await guard.serve(refused.request, refused.response, () => passed++)
    expect(passed).toBe(2)
    expect(refused.written.status).toBe(429)
    expect(Number(refused.written.headers?.['Retry-After'])).toBeGreaterThan(0)
    expect(refused.written.body).toContain('lang="ar" dir="rtl"')
    expect(refused.written.body).toContain('عمليات بحث كثيرة')
    // Another address still searches.
    const other = exchange('/search?q=erp', 'GET', '203.0.113.51')
    await guard.serve(other.request, other.response, () => passed++)
    expect(passed).toBe(3)
  })
})
