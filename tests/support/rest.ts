import { handleEndpoints, type Payload } from 'payload'

import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'

/**
 * Calls Payload's own REST handlers (what /api/* runs in the Next server) as a
 * browser would: a JSON body, the admin's language cookie and, when signed
 * in, the staff member's token.
 */
export type RestAnswer = {
  status: number
  body: Record<string, unknown>
  text: string
  headers: Headers
}

export async function rest(
  payload: Payload,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; language?: 'en' | 'ar' } = {},
): Promise<RestAnswer> {
  const headers: Record<string, string> = {
    [CLIENT_ADDRESS_HEADER]: '198.51.100.20',
    cookie: `payload-lng=${options.language ?? 'en'}`,
  }
  if (options.token) headers.authorization = `JWT ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  })
  // Kept whole, byte-order mark included (Response.text() would drop it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    // CSV and other non-JSON answers: read `text`.
  }
  return { status: response.status, body, text, headers: response.headers }
}

/** Signs a staff member in through the REST login route and returns their token. */
export async function signIn(payload: Payload, email: string, password: string): Promise<string> {
  const answer = await rest(payload, 'POST', '/users/login', { body: { email, password } })
  const token = answer.body.token
  if (answer.status !== 200 || typeof token !== 'string')
    throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.text}`)
  return token
}
