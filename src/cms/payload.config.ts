import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { isAdmin, nobody, userIsAdmin } from './access'
import { saveAdminLanguage } from './admin-language'
import { SITE_MESSAGES } from './admin-labels/messages'
import { PAYLOAD_WORDING } from './admin-labels/payload-wording'
import { quietClientErrors } from './client-errors'
import {
  allowSchemaPush,
  positiveIntegerFromEnv,
  resolveDatabase,
  resolvePayloadSecret,
  serverUrl,
  sqliteSynchronous,
} from '@/lib/env'
import { ADMIN_BRAND } from './admin-brand'
import { COLLECTIONS, GLOBALS } from './collections'
import { guardEditLocks } from './edit-locks'
import { uploadParserLimits } from './collections/upload-bucket'
import { Users } from './collections/Users'
import { startRunnerOnce } from './jobs/delivery-runner'
import { readMetricsFrom } from './metrics-reads'
import { livePreview } from './live-preview'
import { payloadLogger } from './logging'
import { mediaStorage } from './media-storage'
import { migrateOneAtATime } from './migration-lock'
import { withPatientSqliteClient } from './sqlite-adapter'
import { copyTimeoutMs, deliverEnquiryWebhook, notifyEnquiryByEmail } from './jobs/enquiry-delivery'
import { revalidateAtPublishDate } from './jobs/publishing'
import { revalidateSiteEndpoint } from './endpoints/revalidate-site'
import { siteStartEndpoint } from './endpoints/site-start'
import { insightsCsvEndpoint, insightsEndpoint } from './endpoints/insights'
import { searchPreviewEndpoint } from './endpoints/search-preview'
import { startVisitWriterOnce } from '@/lib/analytics/writer'
import { surviveDroppedConnections } from './dropped-connections'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { CONTENT_PLUGINS } from './content-plugins'
import { recordUnfollowedOnce, translationStatus } from './translations/plugin'
import { englishTitleFallback } from './title-fallback'
import { kuwaitDates } from './kuwait-dates'
import { KUWAIT_TIME_ZONE } from '../lib/kuwait-zone'
import { redirectTableEndpoint } from './redirects/redirects'
import { auditLog } from './audit/hooks'
import { DATA_REQUEST_ENDPOINTS } from './data-requests/endpoints'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const database = resolveDatabase()
const push = allowSchemaPush(database)

function databaseAdapter(): DatabaseAdapterObj {
  if (database.kind === 'postgres') {
    // Replicas started together: one applies the migrations, the others wait (cms/migration-lock.ts).
    return surviveDroppedConnections(
      migrateOneAtATime(
        postgresAdapter({
          // No JIT: Payload reads a document with every array, block and locale joined in one
          // statement (a service's drafts: 112 lateral joins), which PostgreSQL's cost model
          // thinks big enough to compile. Compiling it took 2.9 s; running it takes 14 ms.
          pool: { connectionString: database.url, options: '-c jit=off' },
          migrationDir: path.join(dirname, 'migrations/postgres'),
          prodMigrations: postgresMigrations,
          push: false,
        }),
        database.url,
      ),
    )
  }
  return withPatientSqliteClient(
    sqliteAdapter({
      client: { url: database.url },
      migrationDir: path.join(dirname, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
      push,
      // Several Next workers and the job runner share one file: WAL lets reads
      // proceed during a write, and writers wait for each other without
      // blocking the process (busyTimeout 0 here: cms/sqlite-patient-client.ts).
      // libsql runs on the main thread, so a commit's fsync stalls every request:
      // NORMAL syncs at checkpoints instead (a killed process loses nothing; only a
      // power cut may lose the last commits). docs/PERFORMANCE.md has the figures.
      wal: { synchronous: sqliteSynchronous() },
      busyTimeout: 0,
    }),
  )
}

const origin = serverUrl()

const copyTimeout = copyTimeoutMs()

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
        connectionTimeout: copyTimeout,
        greetingTimeout: copyTimeout,
        socketTimeout: 3 * copyTimeout,
        auth: process.env.SMTP_USER
          ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD }
          : undefined,
      },
    })
  : undefined

// Edit locks belong to their holder (cms/edit-locks.ts): Payload adds that collection while it builds.
export default buildConfig({
  secret: resolvePayloadSecret(),
  serverURL: process.env.SERVER_URL || undefined,
  telemetry: false,
  // One JSON line per event with LOG_FORMAT=json (cms/logging.ts).
  logger: payloadLogger(),
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    // The company's own name, mark and icon instead of Payload's.
    meta: {
      titleSuffix: ` · ${ADMIN_BRAND.title}`,
      description: ADMIN_BRAND.description,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
      openGraph: { siteName: ADMIN_BRAND.title, title: ADMIN_BRAND.title },
    },
    components: {
      graphics: { Logo: '@/cms/components/AdminLogo', Icon: '@/cms/components/AdminIcon' },
      beforeDashboard: ['@/cms/components/NewEnquiriesCount'],
      // Visits and enquiries over time (lib/analytics), for every member of staff.
      // Where the Arabic stands (cms/translations), for editors and administrators.
      afterNavLinks: [
        '@/cms/views/insights/InsightsNavLink',
        '@/cms/translations/TranslationsNavLink',
        // One person's enquiries found, exported and erased, for administrators.
        '@/cms/data-requests/DataRequestsNavLink',
      ],
      views: {
        insights: { Component: '@/cms/views/insights/InsightsView', path: '/insights' },
        translations: {
          Component: '@/cms/translations/TranslationsView',
          path: '/translations',
        },
        dataRequests: {
          Component: '@/cms/data-requests/DataRequestsView',
          path: '/data-requests',
        },
      },
      // The admin opens in the language stored on the staff account.
      providers: ['@/cms/components/AdminLanguageSync'],
    },
    // Every page type previewed from its edit view (cms/live-preview.ts).
    livePreview,
    // Staff work in Kuwait: publish times are picked and shown in Kuwait time
    // (stored in UTC); the Abu Dhabi office's time is offered beside it.
    timezones: {
      supportedTimezones: [
        { label: 'Kuwait · الكويت (GMT+3)', value: KUWAIT_TIME_ZONE },
        { label: 'Abu Dhabi · أبوظبي (GMT+4)', value: 'Asia/Dubai' },
      ],
      defaultTimezone: KUWAIT_TIME_ZONE,
    },
  },
  csrf: [origin],
  cors: [origin],
  i18n: {
    supportedLanguages: { en, ar },
    fallbackLanguage: 'en',
    // Payload's own wording, corrected (src/cms/admin-labels/payload-wording.ts),
    // and the site's messages under `site:` (src/cms/admin-labels/messages.ts).
    // Labels and help texts are written `{ en, ar }` where each field is declared.
    translations: {
      en: { ...PAYLOAD_WORDING.en, ...SITE_MESSAGES.en },
      ar: { ...PAYLOAD_WORDING.ar, ...SITE_MESSAGES.ar },
    },
  },
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'ar', label: 'العربية', rtl: true },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  // SEO fields, redirects and media imports (cms/content-plugins.ts); documents
  // headed by their English title where a language's is empty (cms/title-fallback.ts);
  // list dates in Kuwait time (cms/kuwait-dates.ts);
  // client errors (4xx) are logged in one line and answered with their message.
  // Media on disk, or in an S3-compatible bucket when S3_BUCKET is set (cms/media-storage.ts).
  // Each document's Arabic followed field by field (cms/translations).
  plugins: [
    ...CONTENT_PLUGINS,
    translationStatus,
    englishTitleFallback,
    kuwaitDates,
    quietClientErrors,
    mediaStorage,
    // Last: every collection and global the others add records staff actions (cms/audit).
    auditLog,
  ],
  collections: COLLECTIONS,
  endpoints: [
    saveAdminLanguage,
    revalidateSiteEndpoint,
    redirectTableEndpoint,
    siteStartEndpoint,
    insightsEndpoint,
    insightsCsvEndpoint,
    searchPreviewEndpoint,
    ...DATA_REQUEST_ENDPOINTS,
  ],
  globals: GLOBALS,
  db: databaseAdapter(),
  sharp,
  email,
  jobs: {
    tasks: [deliverEnquiryWebhook, notifyEnquiryByEmail, revalidateAtPublishDate],
    // Running or cancelling jobs over HTTP is for administrators. Queuing stays
    // Payload's default (signed-in staff): scheduled publishing queues as the editor.
    access: { run: ({ req }) => userIsAdmin(req.user), cancel: ({ req }) => userIsAdmin(req.user) },
    // The queue writes jobs; administrators may look at and clear them, nobody writes them by hand.
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      access: {
        read: isAdmin,
        readVersions: isAdmin,
        delete: isAdmin,
        create: nobody,
        update: nobody,
      },
    }),
    deleteJobOnComplete: false,
  },
  // Enquiry copies run in the web server (never during `next build` or in
  // command-line scripts), with leases Payload's own autoRun does not have.
  onInit: (payload) => {
    readMetricsFrom(payload)
    startRunnerOnce(payload)
    // Page views counted by the server are written to the database from here (lib/analytics/writer.ts).
    startVisitWriterOnce(payload)
    // Documents saved before their Arabic was followed get their state (cms/translations/plugin.ts).
    recordUnfollowedOnce(payload)
  },
  upload: uploadParserLimits,
  typescript: {
    outputFile: path.resolve(dirname, '../payload-types.ts'),
    // Payload regenerates the types in a child process at every start outside production: for
    // `next dev` that is the point, but every integration test file and every script the tests
    // run started one (3-5 s of CPU each, four or more at once on two cores, all rewriting
    // src/payload-types.ts). Elsewhere `npm run generate:types` does it on purpose.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
}).then(guardEditLocks)
