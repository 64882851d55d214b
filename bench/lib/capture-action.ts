import { chromium } from '@playwright/test'

/** One call of the contact form's server action (the forms' action) exactly as the page's JavaScript sends it. */
export type CapturedAction = {
  headers: Record<string, string>
  body: string
  /** Strings in `body` to replace per request: the subject typed and the form's token. */
  subject: string
  token: string
}

const SUBJECT = 'bench-subject-placeholder'
/** Headers the load tool sets itself, or that would tie every request to one browser. */
const DROPPED = new Set(['host', 'content-length', 'cookie', 'connection', 'accept-encoding'])

/**
 * Fills the form once in Debian's Chromium and records the action's request
 * instead of sending it (React's reply encoding is not a public format, so it
 * is captured rather than imitated).
 */
export async function captureContactAction(origin: string): Promise<CapturedAction> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  })
  try {
    const page = await browser.newPage()
    let captured: CapturedAction | null = null
    await page.route('**/contact', async (route) => {
      const request = route.request()
      if (request.method() !== 'POST') return route.continue()
      const headers = Object.fromEntries(
        Object.entries(await request.allHeaders()).filter(([name]) => !DROPPED.has(name)),
      )
      const body = request.postDataBuffer()?.toString('utf8') ?? ''
      const token = /name="[^"]*_submission_token"\r\n\r\n([^\r]+)\r\n/.exec(body)?.[1] ?? ''
      captured = { headers, body, subject: SUBJECT, token }
      await route.abort()
    })
    await page.goto(`${origin}/contact`, { waitUntil: 'networkidle' })
    // Scripts load after the first paint; a click before hydration posts the plain form.
    await page.locator('header[data-hydrated]').first().waitFor({ state: 'attached' })
    await page.locator('#name').fill('Load Tester')
    await page.locator('#email').fill('load@example.com')
    await page.locator('#mobile').fill('50000000')
    await page.locator('#company').fill('Load Test Co')
    await page.locator('#subject').fill(SUBJECT)
    await page.getByRole('button', { name: 'Send' }).click()
    for (let waited = 0; !captured && waited < 10_000; waited += 100) await page.waitForTimeout(100)
    const action = captured as CapturedAction | null
    if (!action?.headers['next-action'] || !action.token || !action.body.includes(SUBJECT))
      throw new Error(
        `The form did not send its server action as expected: ${JSON.stringify({
          headers: action?.headers,
          body: action?.body.slice(0, 600),
        })}`,
      )
    return action
  } finally {
    await browser.close()
  }
}
