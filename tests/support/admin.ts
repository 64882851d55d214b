import { expect, type Page } from '@playwright/test'

/** The staff account scripts/e2e.ts creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_STAFF = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' }

/** Signs in through the admin's login form and waits for the dashboard. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin/login')
  // A form filled before the page hydrates is reset by it (a cold, busy server).
  await page.waitForLoadState('networkidle')
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await page.locator('input[name="email"]').fill(E2E_STAFF.email)
  await page.locator('input[name="password"]').fill(E2E_STAFF.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
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
  if (!(await signedOut.isVisible())) return
  await signInToAdmin(page)
  await page.goto(url)
}
