import path from 'node:path'

import { configDefaults, defineConfig } from 'vitest/config'

import { SQLITE_ONLY } from './tests/support/sqlite-only'
import { isPostgres } from './tests/support/test-databases'

/** On PostgreSQL the files whose coverage does not depend on the database run once, on SQLite. */
const postgresRun = isPostgres() && !process.env.INTEGRATION_ALL
const integrationExclude = [
  ...configDefaults.exclude,
  ...(postgresRun ? Object.keys(SQLITE_ONLY).map((file) => `tests/integration/${file}`) : []),
]

const alias = {
  '@payload-config': path.resolve('src/cms/payload.config.ts'),
  '@': path.resolve('src'),
  // `server-only` throws outside React Server Components; tests run server code directly.
  'server-only': path.resolve('tests/support/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one, on the 2-core CI machine.
    // Test files run two at a time (integration files each have their own database).
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          // Every file has a database of its own (tests/support/test-database.ts), so files
          // run two at a time; the migrated template they copy is made once, here.
          globalSetup: ['tests/support/integration-setup.ts'],
          // `npm run test:integration` runs with --no-isolate (Vitest decides isolation for a
          // whole run, not per project): the files of a worker share one process and its loaded
          // packages (Payload, the database drivers, the editor), which a process per file loaded
          // again at a cost of seconds. Each file still gets the site's own modules, globals and
          // environment fresh (this setup file).
          setupFiles: ['tests/support/integration-file-setup.ts'],
          // Enquiry delivery retries back off from 100 ms instead of 5 s so retry tests stay short.
          env: { ENQUIRY_RETRY_DELAY_MS: '100' },
          include: ['tests/integration/**/*.test.ts'],
          exclude: integrationExclude,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
