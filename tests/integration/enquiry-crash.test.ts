import { spawn, type ChildProcess } from 'node:child_process'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload } from '../support/payload'
import { freePort, smtpReceiver, webhookReceiver } from '../support/receivers'

/**
 * No enquiry copy is lost when the process sending it dies: a child process
 * stores enquiries through the real pipeline and starts their copies, and is
 * killed (SIGKILL) while the company's webhook and mail server hang or are
 * down. A fresh `npm run worker` must then deliver a copy of every stored
 * enquiry (at least once, always under the same idempotency key).
 */
let payload: Payload
let stop: () => Promise<void>
const children: ChildProcess[] = []

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
})
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await stop?.()
})

function start(script: string, args: string[], env: NodeJS.ProcessEnv) {
  // tsx as a loader in this one process: its CLI runs the script in a second
  // process, which a SIGKILL of the first would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  let ended = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  child.once('error', (error) => (ended = `could not start: ${error.message}`))
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = `exited (${signal ?? `code ${code}`})`
      resolve()
    }),
  )
  return {
    child,
    exited,
    output: () => (ended ? `${output}\n[${script} ${ended}]` : output),
    /** A child that ended on its own will print nothing more: waiting on it ends at once. */
    gone: () => ended !== '',
  }
}

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  ms: number,
  what: () => string,
  child?: { gone: () => boolean },
) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await condition()) return
    if (child?.gone()) throw new Error(`Stopped waiting for ${what()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Timed out waiting for ${what()}`)
}

async function storedIds(prefix: string) {
  const { docs } = await payload.find({
    collection: 'contact-submissions',
    where: { subject: { like: `${prefix}-` } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function crashAndRecover(prefix: string, phase1: 'hang' | 'down') {
  const count = 12
  const webhookPort = await freePort()
  const smtpPort = await freePort()
  const hook = webhookReceiver({ mode: 'hang' })
  const mail = smtpReceiver({ mode: 'hang' })
  if (phase1 === 'hang') {
    await hook.start(webhookPort)
    await mail.start(smtpPort)
  }
  const env = {
    ...process.env,
    CONTACT_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hook`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    CONTACT_NOTIFY_EMAIL: 'sales@example.com',
    // The shortest lease the runner takes with this timeout: four of them (delivery-runner.ts).
    ENQUIRY_JOB_LEASE_S: '4',
    ENQUIRY_RUN_INTERVAL_MS: '300',
    // A hung try ends at this timeout (a mail server's silence mid-message at three times it):
    // at the default 10 s, the hang below took 40 s of the run waiting on timeouts.
    ENQUIRY_COPY_TIMEOUT_S: '1',
  }
  const poster = start('tests/support/enquiry-poster.ts', [String(count), prefix], env)
  await waitFor(
    () =>
      poster.output().includes('stored all') &&
      // Copies run one at a time under the runners' lock, each hung try ending at its
      // timeout: the second webhook try hangs once a mail try has hung before it.
      (phase1 === 'down' || (hook.hanging >= 2 && mail.hanging >= 1)),
    // A child booting Payload beside the other test files, on two busy cores,
    // has taken over 90 s before its first line: the wait is a margin, not a measure.
    180_000,
    () => `the poster to store its enquiries (${poster.output().slice(-1500)})`,
    poster,
  )
  // Down: let a few retries fail first, so some copies are waiting for their back-off.
  if (phase1 === 'down') await new Promise((resolve) => setTimeout(resolve, 1_500))
  poster.child.kill('SIGKILL')
  await poster.exited

  const stored = await storedIds(prefix)
  const before = { webhook: hook.calls.length, mail: mail.mails.length }

  // The company's side is back; a fresh worker takes over.
  hook.mode = 'answer'
  mail.mode = 'answer'
  if (phase1 === 'down') {
    await hook.start(webhookPort)
    await mail.start(smtpPort)
  }
  const worker = start('scripts/worker.ts', [], env)
  try {
    // Booting apart from the deliveries: on a loaded CI machine the worker has
    // printed nothing for over 120 s, which the copies' wait then counted.
    await waitFor(
      () => worker.output().includes('worker running'),
      240_000,
      () => `the worker to start (${worker.output().slice(-800)})`,
      worker,
    )
    const ids = stored.map((doc) => String(doc.id))
    await waitFor(
      () =>
        ids.every(
          (id) =>
            hook.calls.some((call) => String(call.body.id) === id) &&
            mail.mails.some((message) => message.enquiryId === id),
        ),
      120_000,
      () =>
        `every copy to arrive (webhook ${hook.calls.length}, mail ${mail.mails.length} of ${ids.length}; ${worker.output().slice(-800)})`,
      worker,
    )
    const keys = new Map(
      (
        await payload.find({
          collection: 'contact-submissions',
          overrideAccess: true,
          pagination: false,
        })
      ).docs.map((doc) => [String(doc.id), doc.delivery_key]),
    )
    for (const call of hook.calls)
      expect(call.headers['idempotency-key']).toBe(keys.get(String(call.body.id)))
    for (const message of mail.mails)
      expect(message.messageId).toBe(`<enquiry-${keys.get(message.enquiryId)}@localhost>`)
    let states = ''
    await waitFor(
      async () => {
        const docs = await storedIds(prefix)
        const state = (doc: (typeof docs)[number]) =>
          `${doc.webhook_delivery?.state}/${doc.email_delivery?.state}`
        states = docs.map((doc) => `${doc.id}:${state(doc)}`).join(' ')
        return docs.every((doc) => state(doc) === 'delivered/delivered')
      },
      30_000,
      () =>
        `every enquiry to show both copies delivered (${states.slice(0, 400)}; ${worker.output().slice(-3000)})`,
    )
    console.log(
      `[${prefix}] accepted ${count}, stored ${stored.length}, ` +
        `webhook copies ${new Set(hook.calls.map((call) => call.body.id)).size}/${stored.length} (${hook.calls.length} POSTs, ${before.webhook} before the kill), ` +
        `e-mails ${new Set(mail.mails.map((m) => m.enquiryId)).size}/${stored.length} (${mail.mails.length} sent, ${before.mail} before the kill)`,
    )
    expect(stored).toHaveLength(count)
    // The killed sender's resets aside, the mail server saw nothing go wrong.
    expect(mail.errors).toEqual([])
  } finally {
    worker.child.kill('SIGTERM')
    await worker.exited
    await hook.stop()
    await mail.stop()
  }
}

describe('enquiry copies survive a killed process', () => {
  it('SIGKILL while the webhook and the mail server hang: every copy arrives after restart', async () => {
    await crashAndRecover('hang', 'hang')
  }, 600_000)

  it('SIGKILL while the webhook and the mail server are down: every copy arrives after restart', async () => {
    await crashAndRecover('down', 'down')
  }, 600_000)
})
