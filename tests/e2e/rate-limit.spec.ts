import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'
import { startAppendingProxy, startExtraServer } from '../support/extra-server'
import { contactFormFields, multipartBody, sendRaw } from '../support/raw-http'

/**
 * The enquiry rate limit keys on the real client. Each case runs its own
 * production server (this build, this database) with the default limit of 5,
 * and sends 7 no-JavaScript form posts from one socket, each with a different
 * X-Forwarded-For and X-Real-IP: headers a client writes must not buy it a
 * fresh budget, directly or behind a proxy that appends the address it saw.
 */
test.describe.configure({ mode: 'serial' })

const BOUNDARY = '----rate-limit-boundary'
const copy = JSON.parse(readFileSync('src/i18n/messages/en/contact.json', 'utf8'))

async function sevenPosts(origin: string, label: string) {
  const { hidden } = await contactFormFields(origin)
  expect(hidden.length).toBeGreaterThan(0)
  const answers: string[] = []
  for (let i = 1; i <= 7; i++) {
    const answer = await sendRaw(origin, {
      method: 'POST',
      path: '/contact',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        accept: 'text/html',
        'x-forwarded-for': `198.51.100.${i}, 203.0.113.${i}`,
        'x-real-ip': `192.0.2.${i}`,
      },
      body: multipartBody(
        [
          ...hidden,
          ['name', 'Rate Tester'],
          ['mobile__country', 'KW'],
          ['mobile', '55551234'],
          ['email', 'rate@example.com'],
          ['company', 'Rate Co'],
          ['subject', `${label} ${Date.now()} ${i}`],
          ['message', ''],
          ['website', ''],
        ],
        BOUNDARY,
      ),
    })
    // Stored: a redirect to the page's success copy; refused: the page again, with its banner.
    if (answer.status === 303 && /\/contact#enquiry-sent$/.test(answer.headers.location ?? '')) {
      answers.push('stored')
      continue
    }
    expect(answer.status).toBe(200)
    const banner = /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(answer.body)?.[1] ?? ''
    answers.push(banner === copy.form.rateLimited ? 'refused' : banner)
  }
  return answers
}

const EXPECTED = ['stored', 'stored', 'stored', 'stored', 'stored', 'refused', 'refused']

test('no proxy configured: only the socket address counts', async () => {
  test.setTimeout(180_000)
  const server = await startExtraServer(3191, {
    CONTACT_RATE_LIMIT_POINTS: '5',
    TRUST_PROXY: '',
    TRUST_PROXY_HOPS: '',
  })
  try {
    expect(await sevenPosts(server.origin, 'direct')).toEqual(EXPECTED)
  } finally {
    await server.stop()
  }
})

test('behind one trusted proxy: the address the proxy saw counts, not what the client wrote', async () => {
  test.setTimeout(180_000)
  const server = await startExtraServer(3192, {
    CONTACT_RATE_LIMIT_POINTS: '5',
    TRUST_PROXY_HOPS: '1',
  })
  const proxy = await startAppendingProxy(server.origin)
  try {
    expect(await sevenPosts(proxy.origin, 'proxied')).toEqual(EXPECTED)
  } finally {
    await proxy.stop()
    await server.stop()
  }
})
