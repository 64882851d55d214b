import { positiveIntegerFromEnv } from '../../lib/env'

/**
 * How often the runner looks for due jobs: the shorter of JOB_RUN_INTERVAL_MS
 * (all jobs) and ENQUIRY_RUN_INTERVAL_MS (its older name), 10 s by default.
 * Its own module: the production server (outside Next's bundles) reads it too.
 */
export const runIntervalMs = () =>
  Math.min(
    positiveIntegerFromEnv('JOB_RUN_INTERVAL_MS', 10_000),
    positiveIntegerFromEnv('ENQUIRY_RUN_INTERVAL_MS', 10_000),
  )
