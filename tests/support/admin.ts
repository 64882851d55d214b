import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test'

import { e2eStaffFor } from './e2e-staff'

/** This worker's own administrator (./e2e-staff.ts). */
export const E2E_STAFF = e2eStaffFor(
  process.env.TEST_WORKER_INDEX === undefined ? undefined : Number(process.env.TEST_WORKER_INDEX),
)

/**
 * Signs the shared e2e administrator in to this browser: see signInAs. The
 * page stays where it was; the admin page a test opens next is signed in.
 */
export async function signInToAdmin(page: Page) {
  await signInAs(page, E2E_STAFF.email, E2E_STAFF.password)
}

/**
 * Signs a staff account in to this browser through the REST login the admin's
 * own form posts to: its session cookie lands in the page's context. The form
 * and its messages are staff-login.spec.ts's; rendering the login page and
 * the dashboard before every admin test cost the suite minutes on a 2-core
 * machine.
 */
export async function signInAs(page: Page, email: string, password: string) {
  const login = await page.request.post('/api/users/login', { data: { email, password } })
  expect(login.status(), `sign-in of ${email}`).toBe(200)
}

/** Signs a staff account in (signInAs) and opens the dashboard, where the login form lands staff. */
export async function signInToDashboard(page: Page, email: string, password: string) {
  await signInAs(page, email, password)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Creates a staff account with a role through REST, as the e2e administrator,
 * and returns its id. The address is unique per call so runs never collide.
 */
export async function createStaffAccount(
  request: APIRequestContext,
  role: 'admin' | 'editor' | 'sales',
  name: string,
): Promise<{ id: number; email: string; password: string }> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = `${role} passphrase for the e2e run`
  // Tests running side by side sign the same administrator in at the same
  // moment, and Payload may then drop one of the two fresh sessions: sign in again.
  let created: Awaited<ReturnType<APIRequestContext['post']>> | undefined
  for (let attempt = 1; attempt <= 3; attempt++) {
    const login = await request.post('/api/users/login', { data: E2E_STAFF })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    created = await request.post('/api/users', {
      headers: { authorization: `JWT ${token}` },
      data: { email, password, name, role },
    })
    if (created.status() !== 401 && created.status() !== 403) break
  }
  expect(created!.status()).toBe(201)
  const { doc } = (await created!.json()) as { doc: { id: number } }
  return { id: doc.id, email, password }
}

/**
 * Opens an admin page, signing in again if the session is gone: Payload keeps
 * an account's sessions on its document, so a sign-in of the shared e2e
 * account by a test running at the same moment can drop this one.
 */
export async function gotoAdmin(page: Page, url: string) {
  await page.goto(url)
  const signedOut = page.locator('.template-minimal input[name="password"]')
  await expect(page.locator('.template-default').or(signedOut).first()).toBeVisible()
  if (await signedOut.isVisible()) {
    await signInToAdmin(page)
    await page.goto(url)
  }
  // The server-rendered form shows before React owns it; a click or a fill
  // landed in that gap is lost on a busy machine (a radio that never switched).
  await page.waitForLoadState('networkidle')
  await adminFormsReady(page)
}

/**
 * Waits until every Payload form on the page says it is ready (`data-form-ready`,
 * set once React has mounted it, built its first state and is not saving).
 * Network quiet is not enough on a slow machine: React may still be mounting
 * the form, and a click or a fill it has not seen never reaches its state.
 */
export async function adminFormsReady(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('form[data-form-ready]')).every(
      (form) => form.getAttribute('data-form-ready') === 'true',
    ),
  )
}

/**
 * Makes one change in a Payload form and waits until the server's new
 * judgement of it (a server action POST: which fields show, which are in
 * error) has arrived whole. Payload drops a change made while an earlier
 * judgement is on its way: the answer for the old values lands last, so a
 * radio can stay switched with the other choice's fields showing, or the
 * errors of a save be wiped.
 */
export async function changeForm(page: Page, change: () => Promise<void>) {
  // A fetch's resource-timing entry is written once its body has arrived whole.
  const answered = `performance.getEntriesByType('resource').filter((entry) =>
    entry.initiatorType === 'fetch' && new URL(entry.name).pathname === location.pathname).length`
  const before = await page.evaluate<number>(
    `performance.setResourceTimingBufferSize(100000), ${answered}`,
  )
  await change()
  // Polled from here: the admin's CSP forbids the string a waitForFunction would evaluate.
  await expect
    .poll(() => page.evaluate<number>(answered), { intervals: [50] })
    .toBeGreaterThan(before)
}

/**
 * Clicks until the admin shows what the click does. The admin drops a click
 * that lands while it re-renders (after an autosave, the previous change or a
 * new query) without a word: seen in busy runs for Publish, Add Section, a
 * menu's Add Link and the inbox's status links. A person clicks again, and so
 * does this, but only while `landed` says the effect has not shown: a click
 * that was slow, not dropped, is never repeated (it would add a second row).
 * Each click made has `settle` ms to show before the next; a click that could
 * not be made (the button mid re-render) is tried again at once, and its
 * reason is in the message when `timeout` runs out.
 */
export async function clickUntil(
  what: string,
  click: () => Promise<unknown>,
  landed: () => boolean | Promise<boolean>,
  { timeout = 30_000, settle = 3_000 } = {},
): Promise<void> {
  const deadline = Date.now() + timeout
  let lastError = ''
  while (Date.now() < deadline) {
    if (await landed()) return
    const clicked = await click().then(
      () => true,
      (error: Error) => ((lastError = error.message.split('\n')[0]), false),
    )
    // A click that was not made (the button disabled or re-rendering past the click's own
    // wait) can show nothing: it is tried again at once, not after `settle`.
    if (!clicked) continue
    lastError = ''
    const settled = Math.min(Date.now() + settle, deadline)
    while (Date.now() < settled) {
      if (await landed()) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  if (await landed()) return
  throw new Error(
    `${what}: not shown ${timeout / 1000} s after clicking${lastError ? ` (last click: ${lastError})` : ''}`,
  )
}

/**
 * Publishes the document open in the admin: clicks Publish (#action-save)
 * until the admin has sent the publishing save, a POST or PATCH under
 * `apiPath` that is not an autosaved draft, and it answered 200. A click that lands while
 * an autosave is in flight is dropped (clickUntil; seen in CI: the test then
 * waited for a site that never changed).
 */
export async function publishInAdmin(page: Page, apiPath: string): Promise<void> {
  let status: number | undefined
  const onResponse = (response: Response) => {
    const url = new URL(response.url())
    if (
      ['POST', 'PATCH'].includes(response.request().method()) &&
      url.pathname.startsWith(apiPath) &&
      url.searchParams.get('draft') !== 'true'
    )
      status = response.status()
  }
  page.on('response', onResponse)
  try {
    await clickUntil(
      `the publishing save of ${apiPath}`,
      () => page.locator('#action-save').click({ timeout: 3_000 }),
      () => status === 200,
      { settle: 5_000 },
    ).catch((error: Error) => {
      throw new Error(`${error.message}; its last answer: ${status ?? 'none'}`)
    })
  } finally {
    page.off('response', onResponse)
  }
}
