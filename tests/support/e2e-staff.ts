/**
 * The administrators of an e2e run (scripts/e2e.ts creates them before the
 * server starts). Each Playwright worker signs in as its own: Payload keeps
 * sessions and preferences (the content locale last chosen, the admin
 * language) on the account, and a test in the other worker switching them on
 * a shared account changed what this one saw (a preview in the wrong language,
 * a form in the other admin language, a session dropped mid-test).
 */
export const E2E_PASSWORD = 'e2e-admin-password'

/** The run's first administrator (ADMIN_EMAIL), for a worker beyond the numbered ones. */
export const E2E_FIRST_ADMIN = 'e2e-admin@example.com'

/** Numbered administrators: more than the workers, as a worker replaced after a failure gets a new index. */
export const E2E_WORKER_ADMINS = 16

export const e2eWorkerAdmin = (index: number) => `e2e-admin-${index}@example.com`

/** The account of the worker with this index (TEST_WORKER_INDEX). */
export function e2eStaffFor(index: number | undefined): { email: string; password: string } {
  const numbered = index !== undefined && Number.isInteger(index) && index < E2E_WORKER_ADMINS
  return { email: numbered ? e2eWorkerAdmin(index) : E2E_FIRST_ADMIN, password: E2E_PASSWORD }
}
