/**
 * SITE_SIMULATE_HOME_OUTAGE=1 makes every CMS read of the home page (its
 * sections and its records) fail as if the database were down. Only the
 * end-to-end suite's outage run sets it (scripts/e2e.ts builds and serves the
 * site with it), to check the home fallbacks in a browser.
 */
export const homeOutageSimulated = (): boolean => process.env.SITE_SIMULATE_HOME_OUTAGE === '1'
