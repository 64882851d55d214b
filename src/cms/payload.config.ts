import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { bilingualAdminLabels } from './admin-labels'
import { quietClientErrors } from './client-errors'
import {
  allowSchemaPush,
  positiveIntegerFromEnv,
  resolveDatabase,
  resolvePayloadSecret,
  serverUrl,
} from '@/lib/env'
import { COLLECTIONS, GLOBALS } from './collections'
import { Users } from './collections/Users'
import { startRunnerOnce } from './jobs/delivery-runner'
import { livePreview } from './live-preview'
import { deliverEnquiryWebhook, notifyEnquiryByEmail } from './jobs/enquiry-delivery'
import { revalidateAtPublishDate } from './jobs/publishing'
import { revalidateSiteEndpoint } from './endpoints/revalidate-site'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const database = resolveDatabase()
const push = allowSchemaPush(database)

function databaseAdapter(): DatabaseAdapterObj {
  if (database.kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: database.url },
      migrationDir: path.join(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: database.url },
    migrationDir: path.join(dirname, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push,
    // Several Next workers and the job runner share one file: WAL lets reads
    // proceed during a write and the busy timeout queues writers instead of failing.
    wal: true,
    busyTimeout: 10_000,
  })
}

const origin = serverUrl()

/** Staff notification e-mail: only when SMTP is configured; otherwise Payload logs mail to the console. */
const email = process.env.SMTP_HOST
  ? nodemailerAdapter({
      defaultFromAddress: process.env.SMTP_FROM || 'no-reply@localhost',
      defaultFromName: process.env.SMTP_FROM_NAME || 'Website',
      transportOptions: {
        host: process.env.SMTP_HOST,
        port: positiveIntegerFromEnv('SMTP_PORT', 587),
        secure: process.env.SMTP_SECURE === 'true',
        // A mail server that stops answering must fail the try well inside the
        // copy's lease (cms/jobs/delivery-runner.ts), not hold it for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        auth: process.env.SMTP_USER
          ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD }
          : undefined,
      },
    })
  : undefined

export default buildConfig({
  secret: resolvePayloadSecret(),
  serverURL: process.env.SERVER_URL || undefined,
  telemetry: false,
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · Admin' },
    livePreview,
    // Staff work in Kuwait: publish times are picked and shown in Kuwait time
    // (stored in UTC); the Abu Dhabi office's time is offered beside it.
    timezones: {
      supportedTimezones: [
        { label: 'Kuwait · الكويت (GMT+3)', value: 'Asia/Kuwait' },
        { label: 'Abu Dhabi · أبوظبي (GMT+4)', value: 'Asia/Dubai' },
      ],
      defaultTimezone: 'Asia/Kuwait',
    },
  },
  csrf: [origin],
  cors: [origin],
  i18n: { supportedLanguages: { en, ar }, fallbackLanguage: 'en' },
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'ar', label: 'العربية', rtl: true },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  // Before sanitising: the site's own labels get their Arabic (src/cms/admin-labels);
  // client errors (4xx) are logged in one line and answered with their message.
  plugins: [bilingualAdminLabels, quietClientErrors],
  collections: COLLECTIONS,
  globals: GLOBALS,
  db: databaseAdapter(),
  sharp,
  email,
  jobs: {
    tasks: [deliverEnquiryWebhook, notifyEnquiryByEmail, revalidateAtPublishDate],
    access: { run: ({ req }) => Boolean(req.user) },
    deleteJobOnComplete: false,
  },
  // Enquiry copies run in the web server (never during `next build` or in
  // command-line scripts), with leases Payload's own autoRun does not have.
  onInit: startRunnerOnce,
  endpoints: [revalidateSiteEndpoint],
  upload: { limits: { fileSize: 50 * 1024 * 1024 } },
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
})
