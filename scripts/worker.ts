/**
 * `npm run worker`: sends the enquiry copies (webhook, e-mail) from a process
 * of its own. A single box does not need it: the web server runs the copies
 * itself. Start web servers with DISABLE_JOB_AUTORUN=1 and run this instead
 * when copies should not compete with page requests, or to drain copies left
 * by a server that stopped. On SIGTERM it finishes the copies in hand and exits.
 */
import { startDeliveryRunner } from '../src/cms/jobs/delivery-runner'
import { bootPayload, fail } from './lib/boot'

try {
  const payload = await bootPayload()
  const runner = startDeliveryRunner(payload)
  console.log('✔ Enquiry copy worker running')
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await runner.stop()
      await payload.destroy()
      process.exit(0)
    })
  }
} catch (error) {
  fail('The enquiry copy worker could not start.', error)
}
