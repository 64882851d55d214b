import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { existingStaffBecomeAdmins } from '@/cms/migrations/data/existing-staff-become-admins'

import { upsertStaff } from '../../scripts/lib/prepare'

import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * The role matrix, declared once and walked whole: every role (and an
 * anonymous visitor) × every collection and the site settings × every
 * operation, through Payload's REST handlers with each role's own token.
 * A collection added later without a line here fails the first test.
 */
type Who = 'anonymous' | 'admin' | 'editor' | 'sales'
type Operation = 'list' | 'read' | 'create' | 'update' | 'delete' | 'versions'
type Rule = Record<Operation, Who[]>

const EVERYONE: Who[] = ['anonymous', 'admin', 'editor', 'sales']
const CONTENT_STAFF: Who[] = ['admin', 'editor']
const ENQUIRY_STAFF: Who[] = ['admin', 'sales']

/** Public content: everyone reads (the public's filter applies), content staff write. */
const CONTENT: Rule = {
  list: EVERYONE,
  read: EVERYONE,
  create: CONTENT_STAFF,
  update: CONTENT_STAFF,
  delete: CONTENT_STAFF,
  versions: CONTENT_STAFF,
}

const MATRIX: Record<string, Rule> = {
  services: CONTENT,
  'success-stories': CONTENT,
  'team-members': CONTENT,
  testimonials: CONTENT,
  'hero-slides': CONTENT,
  features: CONTENT,
  'blog-posts': CONTENT,
  'blog-topics': CONTENT,
  pages: CONTENT,
  'service-images': CONTENT,
  'team-images': CONTENT,
  'logo-testimonials': CONTENT,
  'hero-videos': CONTENT,
  'blog-images': CONTENT,
  'share-images': CONTENT,
  'page-images': CONTENT,
  'page-videos': CONTENT,
  // Only content staff see or change where old addresses lead.
  redirects: { ...CONTENT, list: CONTENT_STAFF, read: CONTENT_STAFF },
  'contact-submissions': {
    list: ENQUIRY_STAFF,
    read: ENQUIRY_STAFF,
    create: [],
    update: ENQUIRY_STAFF,
    delete: ['admin'],
    versions: ENQUIRY_STAFF,
  },
  // Forms: every member of staff reads them (sales filter the inbox by form); content staff
  // build them. Visitors never read one: its recipients are staff business.
  forms: {
    list: ['admin', 'editor', 'sales'],
    read: ['admin', 'editor', 'sales'],
    create: CONTENT_STAFF,
    update: CONTENT_STAFF,
    delete: CONTENT_STAFF,
    versions: ['admin', 'editor', 'sales'],
  },
  // Files sent with forms (CVs): read by those who handle enquiries; only the server stores or
  // deletes them (with their submission).
  'form-files': {
    list: ENQUIRY_STAFF,
    read: ENQUIRY_STAFF,
    create: [],
    update: [],
    delete: [],
    versions: [],
  },
  // Visit counts: every member of staff reads them (the Insights view); only the server writes.
  'site-visits': {
    list: ['admin', 'editor', 'sales'],
    read: ['admin', 'editor', 'sales'],
    create: [],
    update: [],
    delete: [],
    versions: ['admin', 'editor', 'sales'],
  },
  // Translation states: editors and administrators read them; only the save hooks write.
  'translation-states': {
    list: ['admin', 'editor'],
    read: ['admin', 'editor'],
    create: [],
    update: [],
    delete: [],
    versions: ['admin', 'editor'],
  },
  // Another editor's account; each role's own account is checked in "staff accounts" below.
  users: {
    list: ['admin', 'editor', 'sales'],
    read: ['admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
    versions: ['admin'],
  },
  // The audit log: administrators read it; nobody writes, changes or deletes an entry, only the server.
  'audit-log': {
    list: ['admin'],
    read: ['admin'],
    create: [],
    update: [],
    delete: [],
    versions: ['admin'],
  },
  'payload-jobs': {
    list: ['admin'],
    read: ['admin'],
    create: [],
    update: [],
    delete: ['admin'],
    versions: ['admin'],
  },
}
const SITE_SETTINGS: Pick<Rule, 'read' | 'update' | 'versions'> = {
  read: EVERYONE,
  update: CONTENT_STAFF,
  versions: CONTENT_STAFF,
}
/** Payload's own bookkeeping, reached only through its admin screens. */
const INTERNAL = [
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
  'payload-kv',
]

const PASSWORD = 'date-palms-at-dawn-42'
const STAFF = {
  admin: 'roles-admin@example.com',
  editor: 'roles-editor@example.com',
  sales: 'roles-sales@example.com',
} as const

let payload: Payload
let stop: () => Promise<void>
const tokens: Partial<Record<Who, string>> = {}
const ids: Record<string, number | string> = {}
const userIds: Partial<Record<Exclude<Who, 'anonymous'>, number | string>> = {}

const enquiry = (subject: string) => ({
  name: 'Sara',
  mobile: '55551234',
  email: 'sara@example.com',
  company: 'Gulf Retail',
  subject,
  full_mobile: '+965 55551234',
  country_code: '+965',
  submitted_at: '2026-11-25T06:30:00.000Z',
  status: 'new' as const,
})

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload({ seeded: true }))
  for (const role of ['admin', 'editor', 'sales'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: STAFF[role], password: PASSWORD, role, name: `The ${role}` },
    })
    userIds[role] = user.id
    tokens[role] = await signIn(payload, STAFF[role], PASSWORD)
  }
  const otherEditor = await payload.create({
    collection: 'users',
    data: { email: 'roles-other-editor@example.com', password: PASSWORD, role: 'editor' },
  })
  await payload.create({ collection: 'contact-submissions', data: enquiry('Matrix') })
  await payload.jobs.queue({
    task: 'deliver-enquiry-webhook',
    input: { submissionId: '1' },
    queue: 'roles-test-never-run',
  })
  // The seed uploads no team pictures (members show their initials): the matrix gets one.
  const picture = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#0F766E' },
  })
    .png()
    .toBuffer()
  // Nor share images or redirects: one of each.
  for (const collection of ['team-images', 'share-images'] as const)
    await payload.create({
      collection,
      data: { alt: 'A teal square' },
      file: {
        data: picture,
        mimetype: 'image/png',
        name: `roles-${collection}.png`,
        size: picture.length,
      },
      context: { disableRevalidate: true },
    })
  // A CV sent with a form (stored by the server; nobody creates one over the API).
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << >> endobj\nxref\n0 1\ntrailer << >>\nstartxref\n9\n%%EOF\n',
  )
  await payload.create({
    collection: 'form-files',
    data: { submission_token: 'roles-token', field: 'cv', original_name: 'cv.pdf' },
    file: { data: pdf, mimetype: 'application/pdf', name: 'roles-cv.pdf', size: pdf.length },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'site-visits',
    data: { day: '2026-11-01', dimension: 'views', key: '', count: 3 },
  })
  await payload.create({
    collection: 'redirects',
    data: { from: '/roles-old-page', type: '301', to: { type: 'custom', url: '/about' } },
  })
  for (const [slug, rule] of Object.entries(MATRIX)) {
    // A row the public may see where the public reads at all (hidden rows are checked further down).
    const { docs } = await payload.find({
      collection: slug as 'services',
      limit: 1,
      sort: 'id',
      overrideAccess: !rule.read.includes('anonymous'),
      depth: 0,
    })
    if (!docs[0]) throw new Error(`no ${slug} to test with`)
    ids[slug] = slug === 'users' ? otherEditor.id : docs[0].id
  }
}, 180_000)
afterAll(async () => stop?.())

const as = (who: Who) => ({ token: tokens[who] })
const allowed = (rule: Who[], who: Who) => rule.includes(who)
/** Payload answers a refusal with 403 (anonymous included). */
const REFUSED = 403

describe('the role matrix (REST)', () => {
  it('declares every collection of the site', () => {
    const slugs = payload.config.collections
      .map((collection) => collection.slug)
      .filter((slug) => !INTERNAL.includes(slug))
    expect(Object.keys(MATRIX).sort()).toEqual(slugs.sort())
  })

  const cases = Object.entries(MATRIX).flatMap(([slug, rule]) =>
    EVERYONE.map((who) => [slug, who, rule] as const),
  )

  it.each(cases)('%s as %s', async (slug, who, rule) => {
    const id = ids[slug]
    const list = await rest(payload, 'GET', `/${slug}?limit=5&depth=0`, as(who))
    expect(list.status, `list ${slug} as ${who}`).toBe(allowed(rule.list, who) ? 200 : REFUSED)

    const read = await rest(payload, 'GET', `/${slug}/${id}?depth=0`, as(who))
    if (allowed(rule.read, who)) expect(read.status, `read ${slug} as ${who}`).toBe(200)
    // Refused outright, or filtered to rows that exclude it (a Where): never the document.
    else expect([REFUSED, 404], `read ${slug} as ${who}`).toContain(read.status)

    // Access is judged before the data: an allowed role gets past it (a
    // validation error at worst), a refused one is stopped with 403.
    const created = await rest(payload, 'POST', `/${slug}`, { ...as(who), body: {} })
    if (allowed(rule.create, who)) {
      expect(created.status, `create ${slug} as ${who}`).not.toBe(REFUSED)
      expect(created.status).toBeLessThan(500)
    } else expect(created.status, `create ${slug} as ${who}`).toBe(REFUSED)

    const updated = await rest(payload, 'PATCH', `/${slug}/${id}`, { ...as(who), body: {} })
    if (allowed(rule.update, who)) expect(updated.status, `update ${slug} as ${who}`).toBe(200)
    else expect([REFUSED, 404], `update ${slug} as ${who}`).toContain(updated.status)

    // A document that does not exist: an allowed role learns it is not there, a refused one is refused.
    const deleted = await rest(payload, 'DELETE', `/${slug}/987654`, as(who))
    expect(deleted.status, `delete ${slug} as ${who}`).toBe(
      allowed(rule.delete, who) ? 404 : REFUSED,
    )

    const config = payload.collections[slug as 'services'].config
    if (config.versions) {
      const versions = await rest(payload, 'GET', `/${slug}/versions?limit=1`, as(who))
      expect(versions.status, `versions of ${slug} as ${who}`).toBe(
        allowed(rule.versions, who) ? 200 : REFUSED,
      )
    } else {
      // No versions yet: the rule Payload would apply is still the declared one.
      const user =
        who === 'anonymous'
          ? null
          : await payload.findByID({ collection: 'users', id: userIds[who]! })
      const access = config.access.readVersions
      const result = access ? await access({ req: { user, payload } as never }) : Boolean(user)
      expect(Boolean(result), `versions of ${slug} as ${who}`).toBe(allowed(rule.versions, who))
    }
  })

  it.each(EVERYONE)('site settings as %s', async (who) => {
    const read = await rest(payload, 'GET', '/globals/site-settings', as(who))
    expect(read.status).toBe(allowed(SITE_SETTINGS.read, who) ? 200 : REFUSED)
    const updated = await rest(payload, 'POST', '/globals/site-settings', {
      ...as(who),
      body: { hours: '8:00-16:00' },
    })
    expect(updated.status).toBe(allowed(SITE_SETTINGS.update, who) ? 200 : REFUSED)
    const global = payload.globals.config.find((each) => each.slug === 'site-settings')!
    if (global.versions) {
      const versions = await rest(payload, 'GET', '/globals/site-settings/versions', as(who))
      expect(versions.status).toBe(allowed(SITE_SETTINGS.versions, who) ? 200 : REFUSED)
    } else {
      const user =
        who === 'anonymous'
          ? null
          : await payload.findByID({ collection: 'users', id: userIds[who]! })
      const result = await global.access.readVersions!({ req: { user, payload } as never })
      expect(Boolean(result)).toBe(allowed(SITE_SETTINGS.versions, who))
    }
  })

  it.each(EVERYONE)('the CSV export and "send again" as %s', async (who) => {
    const csv = await rest(payload, 'GET', '/contact-submissions/export.csv', as(who))
    const resend = await rest(
      payload,
      'POST',
      `/contact-submissions/${ids['contact-submissions']}/resend`,
      as(who),
    )
    const expected = who === 'anonymous' ? 401 : allowed(ENQUIRY_STAFF, who) ? 200 : 403
    expect(csv.status).toBe(expected)
    expect(resend.status).toBe(expected)
  })

  it('shows sales staff only what the public sees of content (no drafts, no hidden rows)', async () => {
    const count = async (who: Who) =>
      Number((await rest(payload, 'GET', '/blog-posts?limit=0&depth=0', as(who))).body.totalDocs)
    const before = { public: await count('anonymous'), editor: await count('editor') }
    await payload.create({
      collection: 'blog-posts',
      data: { title: 'Not yet', slug: 'not-yet', status: 'draft' },
      context: { disableRevalidate: true },
    })
    expect(await count('anonymous')).toBe(before.public)
    expect(await count('sales')).toBe(before.public)
    expect(await count('editor')).toBe(before.editor + 1)
    expect(await count('admin')).toBe(before.editor + 1)
  })
})

describe('staff accounts', () => {
  const listEmails = async (who: Who) =>
    (
      (await rest(payload, 'GET', '/users?limit=100&depth=0', as(who))).body.docs as Array<{
        email: string
      }>
    )
      .map((user) => user.email)
      .sort()

  it('lets an editor see only their own account, and sales their own and the assignable ones', async () => {
    expect(await listEmails('editor')).toEqual([STAFF.editor])
    const seenBySales = await listEmails('sales')
    expect(seenBySales).toContain(STAFF.sales)
    expect(seenBySales).toContain(STAFF.admin)
    expect(seenBySales).not.toContain(STAFF.editor)
    expect(seenBySales).not.toContain('roles-other-editor@example.com')
    expect((await listEmails('admin')).length).toBeGreaterThanOrEqual(4)
  })

  it.each(['editor', 'sales'] as const)(
    'lets %s change their own name and password but not their role',
    async (who) => {
      const id = userIds[who]!
      const renamed = await rest(payload, 'PATCH', `/users/${id}`, {
        ...as(who),
        body: { name: `Renamed ${who}` },
      })
      expect(renamed.status).toBe(200)
      expect((renamed.body.doc as { name: string }).name).toBe(`Renamed ${who}`)

      for (const language of ['en', 'ar'] as const) {
        const promoted = await rest(payload, 'PATCH', `/users/${id}`, {
          ...as(who),
          language,
          body: { role: 'admin' },
        })
        expect(promoted.status).toBe(403)
        expect((promoted.body.errors as Array<{ message: string }>)[0].message).toBe(
          language === 'ar' ? 'لا يمكنك تغيير دورك بنفسك.' : 'You cannot change your own role.',
        )
      }
      const stored = await payload.findByID({ collection: 'users', id })
      expect(stored.role).toBe(who)

      const other = await rest(payload, 'PATCH', `/users/${userIds.admin}`, {
        ...as(who),
        body: { name: 'Taken over' },
      })
      expect([403, 404]).toContain(other.status)
      expect((await payload.findByID({ collection: 'users', id: userIds.admin! })).name).toBe(
        'The admin',
      )

      const password = await rest(payload, 'PATCH', `/users/${id}`, {
        ...as(who),
        body: { password: 'a brand new staff passphrase' },
      })
      expect(password.status).toBe(200)
      tokens[who] = await signIn(payload, STAFF[who], 'a brand new staff passphrase')
    },
  )

  it('refuses a role that does not exist, in the admin language', async () => {
    const answer = await rest(payload, 'PATCH', `/users/${userIds.sales}`, {
      ...as('admin'),
      body: { role: 'owner' },
    })
    expect(answer.status).toBe(400)
    expect((await payload.findByID({ collection: 'users', id: userIds.sales! })).role).toBe('sales')
  })

  it('lets an admin give another account a role, but never demote or delete the last admin', async () => {
    const made = await rest(payload, 'POST', '/users', {
      ...as('admin'),
      body: { email: 'roles-new-sales@example.com', password: PASSWORD, role: 'sales' },
    })
    expect(made.status).toBe(201)
    expect((made.body.doc as { role: string }).role).toBe('sales')

    // Only one admin: the admin cannot demote themselves (their own role) nor delete themselves.
    const self = await rest(payload, 'PATCH', `/users/${userIds.admin}`, {
      ...as('admin'),
      body: { role: 'editor' },
    })
    expect(self.status).toBe(403)
    for (const language of ['en', 'ar'] as const) {
      const deleted = await rest(payload, 'DELETE', `/users/${userIds.admin}`, {
        ...as('admin'),
        language,
      })
      expect(deleted.status).toBe(403)
      expect(JSON.stringify(deleted.body)).toContain(
        language === 'ar'
          ? 'لا يمكن حذف آخر مدير للنظام ولا تغيير دوره.'
          : 'The last administrator cannot be removed or given another role.',
      )
    }
    // Not by a script either (the hooks hold without access control).
    await expect(
      payload.update({ collection: 'users', id: userIds.admin!, data: { role: 'sales' } }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await payload.findByID({ collection: 'users', id: userIds.admin! })).role).toBe('admin')

    // With a second admin, the first can be given another role by the second.
    const second = await rest(
      payload,
      'PATCH',
      `/users/${made.body.doc && (made.body.doc as { id: number }).id}`,
      {
        ...as('admin'),
        body: { role: 'admin' },
      },
    )
    expect(second.status).toBe(200)
    const secondToken = await signIn(payload, 'roles-new-sales@example.com', PASSWORD)
    const demoted = await rest(payload, 'PATCH', `/users/${userIds.admin}`, {
      token: secondToken,
      body: { role: 'editor' },
    })
    expect(demoted.status).toBe(200)
    // …and now the second is the last one.
    const last = await rest(payload, 'DELETE', `/users/${(made.body.doc as { id: number }).id}`, {
      token: secondToken,
    })
    expect(last.status).toBe(403)
    await payload.update({ collection: 'users', id: userIds.admin!, data: { role: 'admin' } })
  })
})

describe('where administrators come from', () => {
  it('npm run create-admin and the ADMIN_EMAIL start-up make administrators (a reset restores the role)', async () => {
    expect(await upsertStaff(payload, 'roles-boss@example.com', PASSWORD)).toBe('created')
    const [boss] = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'roles-boss@example.com' } },
      })
    ).docs
    expect(boss.role).toBe('admin')
    await payload.update({ collection: 'users', id: boss.id, data: { role: 'sales' } })
    expect(await upsertStaff(payload, 'roles-boss@example.com', PASSWORD)).toBe('reset')
    expect((await payload.findByID({ collection: 'users', id: boss.id })).role).toBe('admin')
  })

  it('the data migration makes every account that existed before roles an administrator', async () => {
    const before = await payload.find({ collection: 'users', limit: 100, depth: 0 })
    expect(before.docs.some((user) => user.role !== 'admin')).toBe(true)
    await existingStaffBecomeAdmins({ payload })
    const after = await payload.find({ collection: 'users', limit: 100, depth: 0 })
    expect(after.totalDocs).toBe(before.totalDocs)
    expect(after.docs.every((user) => user.role === 'admin')).toBe(true)
  })
})
