import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { allowSchemaPush, resolveDatabase, resolvePayloadSecret, serverUrl } from '@/lib/env'
import { BlogImages } from './collections/BlogImages'
import { BlogPosts } from './collections/BlogPosts'
import { ContactSubmissions } from './collections/ContactSubmissions'
import { Features } from './collections/Features'
import { HeroSlides } from './collections/HeroSlides'
import { HeroVideos } from './collections/HeroVideos'
import { LogoTestimonials } from './collections/LogoTestimonials'
import { PageKeywords } from './collections/PageKeywords'
import { ServiceImages } from './collections/ServiceImages'
import { Services } from './collections/Services'
import { SuccessStories } from './collections/SuccessStories'
import { TeamImages } from './collections/TeamImages'
import { TeamMembers } from './collections/TeamMembers'
import { Testimonials } from './collections/Testimonials'
import { Users } from './collections/Users'
import { SiteSettings } from './globals/SiteSettings'
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
  collections: [
    Services,
    SuccessStories,
    TeamMembers,
    Testimonials,
    HeroSlides,
    Features,
    BlogPosts,
    ContactSubmissions,
    PageKeywords,
    ServiceImages,
    TeamImages,
    LogoTestimonials,
    HeroVideos,
    BlogImages,
    Users,
  ],
  globals: [SiteSettings],
  db: databaseAdapter(),
  sharp,
  upload: { limits: { fileSize: 50 * 1024 * 1024 } },
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
})
