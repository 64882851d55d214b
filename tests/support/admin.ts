import { expect, type Page } from '@playwright/test'

/** The staff account scripts/e2e.ts creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_STAFF = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' }

/** Signs in through the admin's login form and waits for the dashboard. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin/login')
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await page.locator('input[name="email"]').fill(E2E_STAFF.email)
  await page.locator('input[name="password"]').fill(E2E_STAFF.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
