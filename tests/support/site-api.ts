import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { E2E_STAFF } from './admin'

/** The REST API as the e2e staff member (a bearer token, no admin page). */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const login = await playwrightRequest.newContext({ baseURL })
  const answer = await login.post('/api/users/login', {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
  })
  expect(answer.status()).toBe(200)
  const { token } = (await answer.json()) as { token: string }
  await login.dispose()
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `JWT ${token}` },
  })
}

/** A visitor's copy of a page: no cookies, so the prerendered (or cached) answer. */
export async function visitorHtml(
  baseURL: string,
  path: string,
): Promise<{ status: number; html: string; cache: string | undefined }> {
  const visitor = await playwrightRequest.newContext({ baseURL })
  const answer = await visitor.get(path, { headers: { accept: 'text/html' } })
  const result = {
    status: answer.status(),
    html: await answer.text(),
    cache: answer.headers()['x-nextjs-cache'],
  }
  await visitor.dispose()
  return result
}
