import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

/**
 * Real receivers on loopback for the enquiry copies: an HTTP webhook and an
 * SMTP server (npm smtp-server). Each can answer, refuse, or hang, to see
 * what the delivery jobs do when the company's side is down or stuck.
 */
export type WebhookCall = {
  headers: IncomingHttpHeaders
  body: Record<string, unknown>
  /** When it arrived (ms since the epoch). */
  at: number
}
export type Mode = 'answer' | 'hang'

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export function webhookReceiver(options: { port?: number; plan?: number[]; mode?: Mode } = {}) {
  const calls: WebhookCall[] = []
  const plan = [...(options.plan ?? [])]
  let server: Server | undefined
  let hanging = 0
  let answered = 0
  const receiver = {
    calls,
    mode: options.mode ?? ('answer' as Mode),
    /** Requests held open without an answer (mode 'hang'). */
    get hanging() {
      return hanging
    },
    /** Requests answered, whatever the status (calls keeps the 200s). */
    get answered() {
      return answered
    },
    url: '',
    async start(port = options.port ?? 0) {
      server = createServer((req, res) => {
        let body = ''
        req.on('data', (chunk) => (body += chunk))
        req.on('end', () => {
          if (receiver.mode === 'hang') {
            hanging++
            return
          }
          const status = plan.shift() ?? 200
          if (status === 200)
            calls.push({ headers: req.headers, body: JSON.parse(body), at: Date.now() })
          answered++
          res.writeHead(status).end()
        })
      })
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
      receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
      return receiver.url
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return receiver
}

export type Mail = { messageId: string; enquiryId: string; subject: string; raw: string }

export function smtpReceiver(options: { mode?: Mode } = {}) {
  const mails: Mail[] = []
  let server: SMTPServer | undefined
  let hanging = 0
  const receiver = {
    mails,
    /** Errors of the server other than a sender's connection reset. */
    errors: [] as Error[],
    mode: options.mode ?? ('answer' as Mode),
    get hanging() {
      return hanging
    },
    port: 0,
    async start(port = 0) {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          let raw = ''
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
          stream.on('end', () => {
            if (receiver.mode === 'hang') {
              hanging++
              return // never answers: the sender waits until it gives up
            }
            const header = (name: string) =>
              raw.match(new RegExp(`^${name}:\\s*(.+)$`, 'im'))?.[1]?.trim() ?? ''
            mails.push({
              messageId: header('Message-ID'),
              enquiryId: header('X-Enquiry-Id'),
              subject: header('Subject'),
              raw,
            })
            callback()
          })
        },
      })
      // A sender killed mid-mail resets its connection (what the crash tests do):
      // smtp-server reports that as an 'error' event, which would otherwise be
      // thrown as an uncaught exception in the test process.
      server.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') receiver.errors.push(error)
      })
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
      receiver.port = (server.server.address() as AddressInfo).port
      return receiver.port
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        server.close(() => resolve())
        // Held connections would keep close() waiting.
        for (const connection of (server as unknown as { connections: Set<{ close: () => void }> })
          .connections ?? [])
          connection.close()
      }),
  }
  return receiver
}
