/**
 * A child process for the crash tests (tests/integration/enquiry-crash.test.ts):
 * stores `count` enquiries through the real pipeline, as the contact form's
 * action does, then keeps running the copies until it is killed.
 *   tsx tests/support/enquiry-poster.ts <count> <subject-prefix>
 */
import { bootPayload } from '../../scripts/lib/boot'
import { startDeliveryRunner } from '../../src/cms/jobs/delivery-runner'
import { startCopies } from '../../src/cms/jobs/enquiry-delivery'
import { submitContact as submitEnquiry } from './contact-form'

const count = Number(process.argv[2] || 10)
const prefix = process.argv[3] || 'crash'
const open = { allow: async () => true }

const payload = await bootPayload()
for (let i = 0; i < count; i++) {
  const outcome = await submitEnquiry(
    payload,
    {
      name: `Crash Tester ${i}`,
      mobile__country: 'KW',
      mobile: String(60000000 + i),
      email: `crash${i}@example.com`,
      company: 'Crash Test Co',
      subject: `${prefix}-${i}`,
      message: 'Stored before the process is killed.',
    },
    { clientKey: 'crash-test', limits: { address: open, site: open }, startDelivery: startCopies },
  )
  console.log(`${outcome.status} ${i}`)
}
console.log('stored all')
startDeliveryRunner(payload, 300)
