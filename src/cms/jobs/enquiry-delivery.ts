import type { Payload, TaskConfig } from 'payload'

import { positiveIntegerFromEnv } from '@/lib/env'

/**
 * After an enquiry is stored, a copy goes to the company's webhook (spec §7)
 * and, when SMTP is configured, an e-mail to the company address. Each runs as
 * a queued job with retries and exponential back-off: a failure is logged and
 * retried, never shown to the visitor, and never touches the stored enquiry.
 */
export const ENQUIRY_QUEUE = 'enquiries'

const retryDelay = () => positiveIntegerFromEnv('ENQUIRY_RETRY_DELAY_MS', 5_000)
const retries = () => ({
  attempts: positiveIntegerFromEnv('ENQUIRY_RETRY_ATTEMPTS', 8),
  backoff: { type: 'exponential' as const, delay: retryDelay() },
})

type EnquiryInput = { submissionId: number | string }

async function loadEnquiry(payload: Payload, id: number | string) {
  const doc = await payload.findByID({
    collection: 'contact-submissions',
    id,
    depth: 0,
    overrideAccess: true,
  })
  return {
    id: doc.id,
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
  }
}

export const deliverEnquiryWebhook: TaskConfig<{
  input: EnquiryInput
  output: { status: number }
}> = {
  slug: 'deliver-enquiry-webhook',
  label: 'Send an enquiry to the webhook',
  inputSchema: [{ name: 'submissionId', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'number' }],
  retries: retries(),
  handler: async ({ input, req }) => {
    const url = process.env.CONTACT_WEBHOOK_URL
    if (!url) return { output: { status: 0 } }
    const body = await loadEnquiry(req.payload, input.submissionId)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`Webhook answered ${response.status}`)
    req.payload.logger.info(
      { submissionId: body.id, status: response.status },
      'enquiry delivered to webhook',
    )
    return { output: { status: response.status } }
  },
}

export const notifyEnquiryByEmail: TaskConfig<{ input: EnquiryInput; output: { sent: boolean } }> =
  {
    slug: 'notify-enquiry-email',
    label: 'E-mail an enquiry to the company',
    inputSchema: [{ name: 'submissionId', type: 'text', required: true }],
    outputSchema: [{ name: 'sent', type: 'checkbox' }],
    retries: retries(),
    handler: async ({ input, req }) => {
      if (!process.env.SMTP_HOST) return { output: { sent: false } }
      const enquiry = await loadEnquiry(req.payload, input.submissionId)
      const settings = await req.payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
      const to = process.env.CONTACT_NOTIFY_EMAIL || settings.email
      const lines = [
        `Name: ${enquiry.name}`,
        `Company: ${enquiry.company}`,
        `E-mail: ${enquiry.email}`,
        `Mobile: ${enquiry.full_mobile}`,
        `Employees: ${enquiry.employees || '—'}`,
        `Subject: ${enquiry.subject}`,
        `Received: ${enquiry.submitted_at}`,
        '',
        enquiry.message,
      ]
      await req.payload.sendEmail({
        to,
        replyTo: enquiry.email,
        subject: `New enquiry: ${enquiry.subject}`,
        text: lines.join('\n'),
      })
      return { output: { sent: true } }
    },
  }

/** Queues delivery of a stored enquiry and starts it at once; the job runner retries later failures. */
export async function queueEnquiryDelivery(
  payload: Payload,
  submissionId: number | string,
): Promise<void> {
  const tasks = [
    process.env.CONTACT_WEBHOOK_URL ? 'deliver-enquiry-webhook' : null,
    process.env.SMTP_HOST ? 'notify-enquiry-email' : null,
  ].filter(Boolean) as Array<'deliver-enquiry-webhook' | 'notify-enquiry-email'>
  for (const task of tasks) {
    const job = await payload.jobs.queue({
      task,
      input: { submissionId: String(submissionId) },
      queue: ENQUIRY_QUEUE,
    })
    // First attempt right away, outside the visitor's request.
    void payload.jobs.runByID({ id: job.id, overrideAccess: true }).catch((error: unknown) => {
      payload.logger.warn(
        { err: error, submissionId },
        'enquiry delivery attempt failed; it will be retried',
      )
    })
  }
}
