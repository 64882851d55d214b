import type { CollectionAfterChangeHook, Payload, PayloadRequest, TaskConfig } from 'payload'

import type { ContactSubmission, Form } from '@/payload-types'
import { answerText, readAnswers } from '@/lib/forms/answers'
import { fillsColumn } from '@/lib/forms/columns'

import { positiveIntegerFromEnv, serverUrl } from '@/lib/env'
import { anyWebhook, NO_WEBHOOK, webhookUrl } from '@/lib/forms/webhooks'
import { type Channel } from '../collections/enquiry-delivery-fields'
import {
  SOURCE_FIELDS,
  SOURCE_LABELS,
  sourceValueText,
  type SourceField,
} from '../collections/enquiry-source-fields'
import { recordAttempt } from './delivery-record'
import { trackJobRun, withJobLock } from './job-lock'
import { logJobResults } from './job-log'

/**
 * After an enquiry is stored, a copy goes to the company's webhook and, when
 * SMTP is configured, an e-mail to the company address. Each copy is a queued
 * job, created in the enquiry's own transaction (so an enquiry never exists
 * without its copies), tried at once, then retried with exponential back-off.
 * Delivery is at least once: a copy whose sender died mid-way is sent again
 * (delivery-runner.ts), so every webhook POST carries `Idempotency-Key: <delivery key>`
 * and every e-mail the same Message-ID for one enquiry, for receivers to
 * drop a second copy. Staff see each copy's state on the enquiry and can
 * send a copy that gave up again.
 */
export const ENQUIRY_QUEUE = 'enquiries'

export const TASK_OF: Record<Channel, 'deliver-enquiry-webhook' | 'notify-enquiry-email'> = {
  webhook: 'deliver-enquiry-webhook',
  email: 'notify-enquiry-email',
}

/** The channels this server sends copies of some enquiries to. */
export function configuredChannels(env: NodeJS.ProcessEnv = process.env): Channel[] {
  return [anyWebhook(env) ? 'webhook' : null, env.SMTP_HOST ? 'email' : null].filter(
    Boolean,
  ) as Channel[]
}

/**
 * The copies one enquiry gets: the webhook its form sends to (the contact
 * form's, another the operator named, or none) and the e-mail when SMTP is set.
 */
export async function enquiryChannels(
  req: PayloadRequest,
  formId: unknown,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Channel[]> {
  const choice = formId ? (await formOf(req, formId))?.webhook : null
  return [webhookUrl(choice, env) ? 'webhook' : null, env.SMTP_HOST ? 'email' : null].filter(
    Boolean,
  ) as Channel[]
}

/**
 * A built form's title, recipients and webhook, in English: the company's
 * working language. Inside an enquiry's insert it is read in the insert's
 * transaction, through a copy of its request: a Local API call sets the
 * request's locale and replaces its context, which the insert still uses.
 */
const formOf = (req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>, id: unknown) =>
  req.payload
    .findByID({
      collection: 'forms',
      id: (typeof id === 'object' && id ? (id as { id: number }).id : id) as number,
      depth: 0,
      locale: 'en',
      overrideAccess: true,
      ...(req.transactionID ? { req: { ...req } } : {}),
    })
    .catch(() => null)

/** 14 tries, 5 s doubling: the last retry comes about 11 hours after the first failure. */
export const retryPolicy = () => ({
  attempts: positiveIntegerFromEnv('ENQUIRY_RETRY_ATTEMPTS', 14),
  backoff: {
    type: 'exponential' as const,
    delay: positiveIntegerFromEnv('ENQUIRY_RETRY_DELAY_MS', 5_000),
  },
})

/**
 * How long a copy's receiver may keep it waiting: the webhook's whole answer,
 * the mail server's connection and greeting (its silences mid-message get
 * three times as long). Every try ends well inside the copy's lease
 * (delivery-runner.ts), which must stay longer than three of these.
 */
export const copyTimeoutMs = () => positiveIntegerFromEnv('ENQUIRY_COPY_TIMEOUT_S', 10) * 1000

type EnquiryInput = { submissionId: number | string }
type JobLike = { totalTried?: number | null }

async function loadEnquiry(payload: Payload, id: number | string) {
  const doc = await payload.findByID({
    collection: 'contact-submissions',
    id,
    depth: 0,
    overrideAccess: true,
  })
  const form = doc.form ? await formOf({ payload }, doc.form) : null
  return {
    key: deliveryKeyOf(doc),
    body: enquiryBody(doc, form),
    recipients: (form?.notify ?? []).map((row) => row.email).filter(Boolean),
    webhook: form?.webhook,
  }
}

/** The key a receiver drops a second copy by: unique forever, unlike the id (see ContactSubmissions). */
const deliveryKeyOf = (doc: { id: number | string; delivery_key?: string | null }) =>
  doc.delivery_key || String(doc.id)

export function enquiryBody(doc: ContactSubmission, form?: Pick<Form, 'id' | 'title'> | null) {
  return {
    id: doc.id,
    // A built form's submission says which form, and carries its answers as sent.
    ...(doc.form
      ? {
          form: { id: form?.id ?? doc.form, title: form?.title ?? '' },
          answers: readAnswers(doc.answers),
        }
      : {}),
    name: doc.name,
    mobile: doc.mobile,
    email: doc.email,
    company: doc.company,
    employees: doc.employees ?? '',
    subject: doc.subject,
    message: doc.message ?? '',
    full_mobile: doc.full_mobile,
    country_code: doc.country_code,
    submitted_at: doc.submitted_at,
    status: doc.status,
    // Where it came from (empty values left out): what a CRM files the lead under.
    source: Object.fromEntries(
      SOURCE_FIELDS.flatMap((field) => (doc[field] ? [[field, doc[field]]] : [])),
    ),
  }
}

/** Runs one try of a copy and writes its outcome on the enquiry for staff. */
async function tryChannel<T>(
  req: PayloadRequest,
  channel: Channel,
  input: EnquiryInput,
  job: JobLike,
  send: () => Promise<T>,
): Promise<T> {
  const attempt = (job.totalTried ?? 0) + 1
  try {
    const result = await send()
    await recordAttempt(req.payload, input.submissionId, channel, { attempt, ok: true })
    return result
  } catch (error) {
    // Payload gives up once the tries before this one reach the retry count.
    const final = (job.totalTried ?? 0) >= retryPolicy().attempts
    await recordAttempt(req.payload, input.submissionId, channel, {
      attempt,
      ok: false,
      final,
      error: error instanceof Error ? error.message : String(error),
    })
    throw error
  }
}

export const deliverEnquiryWebhook: TaskConfig<{
  input: EnquiryInput
  output: { status: number }
}> = {
  slug: TASK_OF.webhook,
  label: 'Send an enquiry to the webhook',
  inputSchema: [{ name: 'submissionId', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'number' }],
  retries: retryPolicy(),
  handler: async ({ input, job, req }) => {
    const { key, body, webhook } = await loadEnquiry(req.payload, input.submissionId)
    const url = webhookUrl(webhook)
    if (!url)
      throw new Error(
        webhook === NO_WEBHOOK
          ? 'The form was set to send no webhook copy after this one was queued'
          : webhook
            ? `The webhook "${webhook}" is not set up on the server running this copy (FORM_WEBHOOKS)`
            : 'CONTACT_WEBHOOK_URL is not set on the server running this copy',
      )
    const status = await tryChannel(req, 'webhook', input, job, async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(copyTimeoutMs()),
      })
      if (!response.ok) throw new Error(`Webhook answered ${response.status}`)
      return response.status
    })
    req.payload.logger.info({ submissionId: body.id, status }, 'enquiry delivered to webhook')
    return { output: { status } }
  },
}

/**
 * The e-mail's subject line: the visitor's own subject where the form asks for
 * one (the contact form does), else the form's title.
 */
export const emailSubject = (enquiry: ReturnType<typeof enquiryBody>) =>
  enquiry.form &&
  !enquiry.answers?.some((answer) => answer.name === 'subject' && fillsColumn(answer))
    ? `New submission: ${enquiry.form.title}`
    : `New enquiry: ${enquiry.subject}`

/** One Message-ID per enquiry (by its delivery key): a second copy of the same enquiry is the same message. */
export const enquiryMessageId = (key: string) =>
  `<enquiry-${key}@${new URL(serverUrl()).hostname || 'localhost'}>`

/** The staff e-mail's text: the enquiry, then where it came from (only what is known). */
export function enquiryEmailText(enquiry: ReturnType<typeof enquiryBody>): string {
  const source = Object.entries(enquiry.source).map(
    ([field, value]) =>
      `${SOURCE_LABELS[field as SourceField].en}: ${sourceValueText(field as SourceField, value, 'en')}`,
  )
  if (enquiry.answers) {
    return [
      `Form: ${enquiry.form?.title ?? ''}`,
      `Received: ${enquiry.submitted_at}`,
      '',
      ...enquiry.answers.map((answer) => `${answer.label}: ${answerText(answer) || '—'}`),
      ...(source.length ? ['', 'Where it came from', ...source] : []),
    ].join('\n')
  }
  return [
    `Name: ${enquiry.name}`,
    `Company: ${enquiry.company}`,
    `E-mail: ${enquiry.email}`,
    `Mobile: ${enquiry.full_mobile}`,
    `Employees: ${enquiry.employees || '—'}`,
    `Subject: ${enquiry.subject}`,
    `Received: ${enquiry.submitted_at}`,
    '',
    enquiry.message,
    ...(source.length ? ['', 'Where it came from', ...source] : []),
  ].join('\n')
}

export const notifyEnquiryByEmail: TaskConfig<{ input: EnquiryInput; output: { sent: boolean } }> =
  {
    slug: TASK_OF.email,
    label: 'E-mail an enquiry to the company',
    inputSchema: [{ name: 'submissionId', type: 'text', required: true }],
    outputSchema: [{ name: 'sent', type: 'checkbox' }],
    retries: retryPolicy(),
    handler: async ({ input, job, req }) => {
      if (!process.env.SMTP_HOST)
        throw new Error('SMTP_HOST is not set on the server running this copy')
      const { key, body: enquiry, recipients } = await loadEnquiry(req.payload, input.submissionId)
      const settings = await req.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
      // A built form's own recipients, else where the contact form's copies go.
      const to = recipients.length ? recipients : process.env.CONTACT_NOTIFY_EMAIL || settings.email
      await tryChannel(req, 'email', input, job, () =>
        req.payload.sendEmail({
          to,
          ...(enquiry.email ? { replyTo: enquiry.email } : {}),
          subject: emailSubject(enquiry),
          text: enquiryEmailText(enquiry),
          messageId: enquiryMessageId(key),
          headers: { 'X-Enquiry-Id': String(enquiry.id) },
        }),
      )
      return { output: { sent: true } }
    },
  }

/** Queues one copy; with `req`, inside that request's transaction. */
export async function queueCopy(
  payload: Payload,
  submissionId: number | string,
  channel: Channel,
  req?: PayloadRequest,
) {
  return payload.jobs.queue({
    task: TASK_OF[channel],
    input: { submissionId: String(submissionId) },
    queue: ENQUIRY_QUEUE,
    req,
  })
}

/** Where the caller of an enquiry's insert finds the ids of the copies queued with it. */
type DeliveryHandle = { jobIds: Array<number | string> }

/**
 * afterChange of a new enquiry: its copies are queued with the same `req`,
 * so in the same transaction as the enquiry. The job ids go back to the
 * caller, which starts them once the transaction commits, in the
 * `context.delivery` object it passed: Payload copies a request's context
 * whenever a Local API call runs with that request (a relationship's check
 * does), so only an object inside it is still the caller's.
 */
export const queueDeliveryInTransaction: CollectionAfterChangeHook = async ({
  doc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'create') return doc
  const delivery = context.delivery as DeliveryHandle | undefined
  const channels = (context.copyChannels as Channel[] | undefined) ?? []
  for (const channel of channels) {
    const job = await queueCopy(req.payload, doc.id, channel, req)
    delivery?.jobIds.push(job.id)
  }
  return doc
}

/** First try of freshly queued copies, outside the visitor's request; the runner retries. */
export function startCopies(payload: Payload, jobIds: unknown, submissionId: number | string) {
  if (process.env.DISABLE_JOB_AUTORUN === '1' || !Array.isArray(jobIds)) return
  for (const id of jobIds as Array<number | string>) {
    // Under the runners' lock (job-lock.ts): another replica's runner may be looking at it too.
    const started = Date.now()
    const run = withJobLock(payload, () => payload.jobs.runByID({ id, overrideAccess: true }))
      .then((result) => logJobResults(payload, ENQUIRY_QUEUE, result as never, started))
      .catch((error: unknown) => {
        payload.logger.warn(
          { err: error, submissionId },
          'enquiry delivery attempt failed; it will be retried',
        )
      })
    trackJobRun(run)
  }
}
