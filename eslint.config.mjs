import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'data/**',
      '.scratch/**',
      'bench/results/**',
      'src/cms/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      // (Import cycles, type-only ones included, are `npm run lint`'s second step:
      // scripts/check-import-cycles.ts, a second per run where import/no-cycle took over a minute.)
      // Imports go one way: routes (src/app) → blocks (src/blocks) → page sections (src/sections) → shared pieces
      // (src/components, src/lib). src/lib knows nothing of the CMS but its config (the one entry
      // to Payload's API); the CMS never draws the site's sections.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: './src/cms',
              except: ['./payload.config.ts'],
              message: 'src/lib stays free of the CMS: move the piece to src/lib or pass it in.',
            },
            {
              target: './src/lib',
              from: ['./src/sections', './src/blocks', './src/app'],
              message: 'src/lib is below the pages: move the shared piece to src/lib.',
            },
            {
              target: './src/components',
              from: ['./src/sections', './src/blocks', './src/app', './src/cms'],
              message: 'Shared pieces are drawn from props: move the piece here or pass it in.',
            },
            {
              target: './src/sections',
              from: './src/app',
              message: 'Routes compose sections, never the other way.',
            },
            {
              target: './src/sections',
              from: './src/blocks',
              message:
                'Blocks draw sections, never the other way: a page made of blocks goes in src/blocks/pages, a type both use in src/sections/types.ts.',
            },
            {
              target: './src/blocks',
              from: './src/app',
              message: 'Routes render blocks, never the other way.',
            },
            {
              // The seed writes a new site's content once (npm start, npm run seed); the built-in
              // content pages fall back to, and the seed writes, is src/content.
              target: [
                './src/app',
                './src/blocks',
                './src/sections',
                './src/components',
                './src/lib',
                './src/server',
                './src/content',
              ],
              from: './src/seed',
              message:
                'Nothing the site runs reads the seed: move the content it shares to src/content.',
            },
            {
              target: './src/cms',
              from: ['./src/sections', './src/app'],
              message: 'The CMS never imports the site: move the shared piece to src/lib.',
            },
            {
              target: './src/cms',
              from: './src/server',
              except: ['./client-address.ts'],
              message:
                'The CMS does not reach into the HTTP server: announce through src/lib (content-changed).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
]

export default config
