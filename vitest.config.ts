import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve('src/cms/payload.config.ts'),
  '@': path.resolve('src'),
  // `server-only` throws outside React Server Components; tests run server code directly.
  'server-only': path.resolve('tests/support/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Integration files share one database server in CI (PostgreSQL): run files one at a time.
    fileParallelism: false,
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
          // Enquiry delivery retries back off from 100 ms instead of 5 s so retry tests stay short.
          env: { ENQUIRY_RETRY_DELAY_MS: '100' },
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
