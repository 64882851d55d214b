import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type Endpoint,
  type Field,
  type PayloadRequest,
} from 'payload'

import { serverUrl } from '@/lib/env'
import { isSafeUrl } from '@/lib/safe-url'
import { forgetRedirectTable, normalizePath, REDIRECT_TABLE_PATH } from '@/lib/redirects/table'
import { hiddenUnlessContentStaff, staffWrites, canEditContent } from '../access'
import { siteMessage } from '../admin-labels/messages'
import { listedAs } from '../admin-labels/sidebar'
import { LEFT_TO_RIGHT_CLASS } from '../fields'
import { afterCommit } from '../after-commit'
import { revalidateSite } from '../hooks/revalidate'
import { redirectTarget, sitePathOf, type RedirectRow } from './targets'
import type { Bilingual } from '@/lib/bilingual'

/**
 * Old addresses staff send elsewhere (Payload's redirects plugin), served by
 * the site (src/proxy.ts through lib/redirects/table.ts). A redirect may
 * point at a document of these collections, whose address then follows its
 * slug; or at any address typed in.
 */
export const REDIRECT_TARGETS = ['services', 'blog-posts', 'success-stories', 'pages']
export const REDIRECTS = 'redirects'

/** Paths that are never a page of the site: the admin, the API, Next's files. */
const RESERVED = /^\/(?:admin|api|_next|next)(?:\/|$)/
const MAX_HOPS = 20

/** `https://this-site/Old/` → `/old`; anything else as typed (the validator judges it). */
function cleanFrom(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const typed = value.trim()
  const onSite = sitePathOf(typed, serverUrl())
  return onSite ? normalizePath(onSite) : typed
}

const validateFrom = (value: unknown, { req }: { req?: Partial<PayloadRequest> }) => {
  const path = typeof value === 'string' ? value : ''
  if (!path.startsWith('/') || path.startsWith('//') || /[\s?#\\]/.test(path))
    return siteMessage(req, 'redirectFromPath')
  if (RESERVED.test(path)) return siteMessage(req, 'redirectFromReserved')
  return true
}

const validateCustomUrl = (
  value: unknown,
  { req, siblingData }: { req?: Partial<PayloadRequest>; siblingData?: { type?: string } },
) => {
  if (siblingData?.type !== 'custom') return true
  const url = typeof value === 'string' ? value.trim() : ''
  if (url && isSafeUrl(url) && (url.startsWith('/') || /^https?:\/\//i.test(url))) return true
  return siteMessage(req, 'linkAddressOrPath')
}

const normalizeFrom: CollectionBeforeValidateHook = ({ data }) =>
  data && 'from' in data ? { ...data, from: cleanFrom(data.from) } : data

/** Every stored redirect, whoever asks (the loop check and the public table need them all). */
async function allRedirects(req: PayloadRequest): Promise<RedirectRow[]> {
  const { docs } = await req.payload.find({
    // The plugin's collection is not in the generated slugs' type.
    collection: REDIRECTS as 'users',
    depth: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs as unknown as RedirectRow[]
}

/**
 * A redirect must not send visitors in a circle: to its own address, or along
 * other redirects back to it (browsers give up with "too many redirects").
 */
const refuseLoops: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  // A partial update (only the kind, only the target) is judged as saved.
  const row = { ...(originalDoc ?? {}), ...data } as RedirectRow
  const from = normalizePath(String(row.from ?? ''))
  const loop = () =>
    new ValidationError(
      {
        collection: REDIRECTS,
        errors: [
          {
            path: 'from',
            message: siteMessage(req, 'redirectLoop'),
          },
        ],
      },
      req.t,
    )
  const site = serverUrl()
  const first = await redirectTarget(row, req.payload, req)
  let next = first ? sitePathOf(first, site) : null
  if (next === null) return data
  const others = new Map<string, RedirectRow>()
  for (const row of await allRedirects(req))
    if (row.from && String(row.id) !== String(originalDoc?.id ?? ''))
      others.set(normalizePath(row.from), row)
  for (let hop = 0; next !== null && hop < MAX_HOPS; hop += 1) {
    if (normalizePath(next) === from) throw loop()
    const row = others.get(normalizePath(next))
    if (!row) return data
    const target = await redirectTarget(row, req.payload, req)
    next = target ? sitePathOf(target, site) : null
  }
  if (next !== null) throw loop()
  return data
}

/** The served table changed: drop it here and regenerate pages that may now answer. */
const tableChanged = async ({
  req,
  context,
}: {
  req: PayloadRequest
  context: Record<string, unknown>
}) => {
  // After the commit: the proxy reloads the table from the CMS on its next request.
  await afterCommit(req, async () => {
    forgetRedirectTable()
    await revalidateSite(context, req.payload.logger)
  })
}

const STATUSES = new Set(['301', '302', '307', '308'])

/**
 * What the site serves: every redirect with its target resolved to an
 * address. Public on purpose: anyone can discover a redirect by following it.
 */
export const redirectTableEndpoint: Endpoint = {
  path: REDIRECT_TABLE_PATH.replace(/^\/api/, ''),
  method: 'get',
  handler: async (req) => {
    const redirects = []
    for (const row of await allRedirects(req)) {
      const to = await redirectTarget(row, req.payload, req)
      if (!row.from || !to) continue
      const status = STATUSES.has(String(row.type)) ? Number(row.type) : 301
      redirects.push({ from: row.from, to, status })
    }
    return Response.json({ redirects }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/** The kinds of redirect as the plugin lists them, in both admin languages. */
const REDIRECT_TYPE_LABELS: Record<string, Bilingual> = {
  '301': { en: '301 - Permanent', ar: '301 - دائم' },
  '302': { en: '302 - Temporary', ar: '302 - مؤقت' },
  '307': { en: '307 - Temporary Redirect', ar: '307 - تحويل مؤقت' },
  '308': { en: '308 - Permanent Redirect', ar: '308 - تحويل دائم' },
}

/**
 * The plugin's fields with the site's rules and wording, in both admin
 * languages (the plugin's own translations have no Arabic).
 */
function withOurRules(field: Field): Field {
  if (!('name' in field)) return field
  if (field.name === 'from')
    return {
      ...field,
      label: { en: 'Old address', ar: 'العنوان القديم' },
      validate: validateFrom,
      admin: {
        ...field.admin,
        className: LEFT_TO_RIGHT_CLASS,
        description: {
          en: 'The old address on this site, e.g. /old-page or /ar/old-page. Each language’s address is its own redirect.',
          ar: 'العنوان القديم على هذا الموقع، مثل ‎/old-page أو ‎/ar/old-page. ولعنوان كل لغة تحويله الخاص.',
        },
      },
    } as Field
  if (field.name === 'type' && field.type === 'select')
    return {
      ...field,
      label: { en: 'Kind of redirect', ar: 'نوع التحويل' },
      options: field.options.map((option) =>
        typeof option === 'object' && option.value in REDIRECT_TYPE_LABELS
          ? { ...option, label: REDIRECT_TYPE_LABELS[option.value] }
          : option,
      ),
    } as Field
  if (field.name === 'to' && field.type === 'group')
    return {
      ...field,
      fields: field.fields.map((inner): Field => {
        if (!('name' in inner)) return inner
        if (inner.name === 'type' && inner.type === 'radio')
          return {
            ...inner,
            label: { en: 'Send visitors to', ar: 'انقل الزوار إلى' },
            options: [
              {
                label: { en: 'A page of this site', ar: 'صفحة من هذا الموقع' },
                value: 'reference',
              },
              { label: { en: 'An address', ar: 'عنوان آخر' }, value: 'custom' },
            ],
          }
        if (inner.name === 'url')
          return {
            ...inner,
            label: { en: 'Address', ar: 'العنوان' },
            validate: validateCustomUrl,
            admin: { ...inner.admin, className: LEFT_TO_RIGHT_CLASS },
          } as Field
        if (inner.name === 'reference')
          return {
            ...inner,
            label: { en: 'Page', ar: 'الصفحة' },
            admin: {
              ...inner.admin,
              description: {
                en: 'Visitors reach the page in the language of the old address, even after its slug changes again.',
                ar: 'يصل الزوار إلى الصفحة بلغة العنوان القديم، حتى لو تغيّر معرّفها مرة أخرى.',
              },
            },
          } as Field
        return inner
      }),
    } as Field
  return field
}

export const redirects = redirectsPlugin({
  collections: REDIRECT_TARGETS,
  redirectTypes: ['301', '308', '302', '307'],
  redirectTypeFieldOverride: {
    defaultValue: '301',
    admin: {
      description: {
        en: 'Permanent (301 or 308) for pages that moved for good: search engines then index the new address.',
        ar: 'دائم (301 أو 308) للصفحات التي انتقلت نهائيًا، فتفهرس محركات البحث العنوان الجديد.',
      },
    },
  },
  overrides: {
    ...listedAs('redirects', {
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
      description: {
        en: 'Old addresses that send visitors on to a page. Changing the slug of a service, post or success story adds them by itself.',
        ar: 'عناوين قديمة تنقل زوارها إلى صفحة. ويُضيفها الموقع تلقائيًا عند تغيير المعرّف (slug) لخدمة أو مقال أو قصة نجاح.',
      },
      hidden: hiddenUnlessContentStaff,
    }),
    access: { read: canEditContent, ...staffWrites },
    hooks: {
      beforeValidate: [normalizeFrom],
      beforeChange: [refuseLoops],
      afterChange: [tableChanged],
      afterDelete: [tableChanged],
    },
    fields: ({ defaultFields }) => defaultFields.map(withOurRules),
  },
})
