import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * GET /api/search-preview: the admin's search preview reads what the site's
 * own server really sends for a page. Here a small server stands in for the
 * web server (INTERNAL_SERVER_URL), so the test sees exactly what was read.
 */
let payload: Payload
let stop: () => Promise<void>
let site: Server
const asked: string[] = []
const PASSWORDS = 'a long preview passphrase 2026'

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  site = createServer((request, response) => {
    asked.push(request.url ?? '')
    if (request.url === '/ar/contact') {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end(
        '<html><head><title>تواصل معنا · نخلة</title><meta name="description" content="نرد خلال يوم عمل."/>' +
          '<meta property="og:image" content="http://site.test/og-image.png"/></head><body></body></html>',
      )
    } else if (request.url === '/old') {
      response.writeHead(301, { location: '/new' }).end()
    } else response.writeHead(404).end('<html><head><title>Not found</title></head></html>')
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  process.env.INTERNAL_SERVER_URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  for (const [email, role] of [
    ['preview-editor@example.com', 'editor'],
    ['preview-sales@example.com', 'sales'],
  ] as const)
    await payload.create({
      collection: 'users',
      data: { email, password: PASSWORDS, role },
      overrideAccess: true,
    })
})
afterAll(async () => {
  delete process.env.INTERNAL_SERVER_URL
  site?.close()
  await stop?.()
})

describe('the search preview endpoint', () => {
  it('gives content staff the title, description and share image the page really sends', async () => {
    const token = await signIn(payload, 'preview-editor@example.com', PASSWORDS)
    const answer = await rest(payload, 'GET', '/search-preview?path=%2Far%2Fcontact', { token })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual({
      live: true,
      title: 'تواصل معنا · نخلة',
      description: 'نرد خلال يوم عمل.',
      image: 'http://site.test/og-image.png',
      imageAlt: '',
    })
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('says a page is not live when it is missing or moved, without following the move', async () => {
    const token = await signIn(payload, 'preview-editor@example.com', PASSWORDS)
    for (const [path, status] of [
      ['/blog/999', 404],
      ['/old', 301],
    ] as const) {
      const answer = await rest(
        payload,
        'GET',
        `/search-preview?path=${encodeURIComponent(path)}`,
        {
          token,
        },
      )
      expect(answer.body).toEqual({ live: false, status })
    }
    expect(asked).not.toContain('/new')
  })

  it('reads only this site’s own page addresses, and only for content staff', async () => {
    const editor = await signIn(payload, 'preview-editor@example.com', PASSWORDS)
    const before = asked.length
    for (const path of [
      'http://169.254.169.254/latest',
      '//evil.example/x',
      '/../etc/passwd',
      '/contact?x=1',
      '/CONTACT',
      `/${'a'.repeat(400)}`,
      '',
    ]) {
      const answer = await rest(
        payload,
        'GET',
        `/search-preview?path=${encodeURIComponent(path)}`,
        {
          token: editor,
        },
      )
      expect(answer.status, path).toBe(400)
    }
    expect(asked.length).toBe(before)
    const sales = await signIn(payload, 'preview-sales@example.com', PASSWORDS)
    expect((await rest(payload, 'GET', '/search-preview?path=%2F', { token: sales })).status).toBe(
      403,
    )
    expect((await rest(payload, 'GET', '/search-preview?path=%2F')).status).toBe(403)
  })
})
