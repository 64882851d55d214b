import { type Agent, request as httpRequest } from 'node:http'

import { actionFormFields } from '@/server/warm-start'

/** One answer of the server, read whole. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string }

export type RawRequest = {
  method: string
  /** Sent exactly as given: malformed escapes and traversal stay as they are. */
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** Send the body with Transfer-Encoding: chunked (no Content-Length), as streaming clients do. */
  chunked?: boolean
  /**
   * Announce a body this long but send only `body`: how a huge upload looks to
   * a server that refuses it from its Content-Length, without the test pushing
   * megabytes into a connection the server has already closed (a reset that
   * would fail the request, not the server).
   */
  declaredLength?: number
  /** A kept-alive agent to reuse connections (a prober timing answers as a browser would); a fresh one each by default. */
  agent?: Agent
}

/**
 * A request through node:http rather than a browser or Playwright's client,
 * which both normalise the address and set their own headers: the bad-input
 * tests need to send the bytes an attacker would.
 */
export function sendRaw(baseURL: string, options: RawRequest): Promise<RawAnswer> {
  const url = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.declaredLength !== undefined)
      headers['content-length'] = String(options.declaredLength)
    else if (options.body !== undefined && !options.chunked)
      headers['content-length'] = String(Buffer.byteLength(options.body))
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers,
        // A fresh connection per request: one refused body never affects the next request.
        agent: options.agent ?? false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(', ') : String(value ?? ''),
              ]),
            ),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${options.path}`)))
    request.on('error', reject)
    if (options.body !== undefined) request.write(options.body)
    request.end()
  })
}

/** A multipart/form-data body as browsers write it. */
export function multipartBody(fields: [string, string][], boundary: string): string {
  return (
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  )
}

/** A file part as a browser sends it; the file name is sent exactly as given (traversal and all). */
export type FilePart = { name: string; filename: string; type: string; data: Buffer }

/** A multipart/form-data body with files, as a browser sends a form with a file input. */
export function multipartWithFiles(
  fields: [string, string][],
  files: FilePart[],
  boundary: string,
): Buffer {
  const text = multipartBody(fields, boundary)
  const head = text.slice(0, text.length - `--${boundary}--\r\n`.length)
  return Buffer.concat([
    Buffer.from(head),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ])
}

/**
 * The hidden fields React renders into the contact form so that it works
 * without JavaScript (`$ACTION_REF_…`, `$ACTION_…:0`, `$ACTION_KEY`): with them,
 * a plain multipart post reaches the form's server action.
 */
export async function contactFormFields(baseURL: string, path = '/contact') {
  const page = await sendRaw(baseURL, { method: 'GET', path })
  // React's own fields ($ACTION_…): the test sets the visible ones itself.
  const hidden = actionFormFields(page.body).filter(([name]) => name.startsWith('$'))
  // The action id, for posts the way the page's JavaScript sends them (Next-Action header).
  const actionId = /"id":"([0-9a-f]+)"/.exec(hidden.map(([, value]) => value).join(' '))?.[1]
  return { hidden, actionId: actionId ?? '' }
}

const ENQUIRY_BOUNDARY = '----enquiry-boundary'

/**
 * Sends the public contact form the way a browser without JavaScript does,
 * with an enquiry's fields (`values` over a complete set of defaults); a
 * stored enquiry is answered 303 to the success copy.
 */
export async function postEnquiry(baseURL: string, values: Record<string, string>) {
  const { hidden } = await contactFormFields(baseURL)
  const fields = {
    name: 'Enquiry Sender',
    mobile__country: 'KW',
    mobile: '55551234',
    email: 'sender@example.com',
    company: 'Example Co',
    subject: 'An enquiry',
    message: '',
    website: '',
    ...values,
  }
  return sendRaw(baseURL, {
    method: 'POST',
    path: '/contact',
    headers: {
      'content-type': `multipart/form-data; boundary=${ENQUIRY_BOUNDARY}`,
      accept: 'text/html',
    },
    body: multipartBody([...hidden, ...Object.entries(fields)], ENQUIRY_BOUNDARY),
  })
}
