import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type Field,
  type FieldHook,
  type PayloadRequest,
  type TextFieldSingleValidation,
  type Where,
} from 'payload'

import {
  childPath,
  isPageKey,
  MAX_PAGE_DEPTH,
  pageKeyPath,
  RESERVED_FIRST_SEGMENTS,
} from '@/lib/routes'
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugFromTitle } from '@/lib/slug'
import { siteMessage } from '../admin-labels/messages'
import { LEFT_TO_RIGHT_CLASS } from '../fields'
import { isDraftSave } from '../hooks/revalidate'
import { freeCopySlug } from '../copy-slug'
import { englishTitle } from '../english-title'
import { sideRequest } from '../side-request'

/**
 * Where a page lives. A page the site has by code (a page key: home, About,
 * contact…) keeps its fixed address. A page staff make lives at its parents'
 * slugs and its own (`/careers/engineering`), stored in `path` so the site
 * finds a page by its address in one indexed read; a slug or parent change
 * moves its sub-pages too (and leaves redirects from the old addresses:
 * cms/redirects/slug-change.ts).
 */
export const PAGES_SLUG = 'pages'

type PageRow = {
  id: number | string
  slug?: string | null
  path?: string | null
  page_slug?: string | null
  parent?: number | string | { id: number | string } | null
  _status?: string | null
}

/** A page id as a request may send it (an id, or a populated page); null for none or for anything else. */
const pageIdFrom = (value: unknown): number | string | null => {
  const id =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as { id?: unknown }).id
      : value
  return (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
    (typeof id === 'string' && /^\d{1,15}$/.test(id))
    ? id
    : null
}

/** A parent given but not a page id (a list, a word): refused rather than read as "no parent". */
const malformedParent = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && pageIdFrom(value) === null

/** Nothing typed. A value of another kind (a list, an object) is not blank: the slug rule refuses it. */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

async function pageRow(req: Partial<PayloadRequest>, id: number | string) {
  const { docs } = await req.payload!.find({
    collection: PAGES_SLUG,
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { slug: true, path: true, page_slug: true, parent: true, _status: true } as never,
    req: sideRequest(req),
  })
  return docs[0] as unknown as PageRow | undefined
}

/** The parents from `parentId` upwards (nearest first), stopping at a loop back to `self`. */
async function ancestors(req: Partial<PayloadRequest>, parentId: number | string, self?: unknown) {
  const chain: PageRow[] = []
  let next: number | string | null = parentId
  while (next !== null && chain.length <= MAX_PAGE_DEPTH) {
    if (self !== undefined && String(next) === String(self)) return { chain, loop: true }
    const row = await pageRow(req, next)
    if (!row) break
    chain.push(row)
    next = pageIdFrom(row.parent)
  }
  return { chain, loop: false }
}

/** The address a save gives a page, from its key or its parents and slug. */
async function addressOf(
  req: Partial<PayloadRequest>,
  page: { page_slug?: unknown; slug?: unknown; parent?: PageRow['parent'] },
): Promise<string | null> {
  if (isPageKey(page.page_slug)) return pageKeyPath(page.page_slug)
  if (blank(page.slug)) return null
  const parentId = pageIdFrom(page.parent)
  const parent = parentId === null ? undefined : await pageRow(req, parentId)
  return childPath(parent?.path, String(page.slug))
}

/** Field rule: the slug's form, its place among the site's addresses, and a sane parent chain. */
export const validatePageSlug: TextFieldSingleValidation = async (
  value,
  { req, id, siblingData },
) => {
  const data = siblingData as { page_slug?: unknown; parent?: PageRow['parent'] }
  // A page with a key keeps the address code gives it.
  if (isPageKey(data?.page_slug)) return true
  if (blank(value)) return siteMessage(req, 'pageSlugRequired')
  if (typeof value !== 'string' || !SLUG_PATTERN.test(value) || value.length > SLUG_MAX_LENGTH)
    return siteMessage(req, 'slugForm')
  if (malformedParent(data?.parent)) return siteMessage(req, 'pageParentNotAllowed')
  const parentId = pageIdFrom(data?.parent)
  if (parentId === null && RESERVED_FIRST_SEGMENTS.includes(value))
    return siteMessage(req, 'pageSlugReserved', { slug: value, address: `/${value}` })
  if (!req?.payload) return true
  if (parentId !== null) {
    const { chain, loop } = await ancestors(req, parentId, id)
    if (loop) return siteMessage(req, 'pageParentLoop')
    if (chain.some((row) => isPageKey(row.page_slug)))
      return siteMessage(req, 'pageParentNotAllowed')
    if (chain.length >= MAX_PAGE_DEPTH)
      return siteMessage(req, 'pageTooDeep', { max: MAX_PAGE_DEPTH })
  }
  const address = await addressOf(req, { slug: value, parent: data?.parent })
  const { totalDocs } = await req.payload.count({
    collection: PAGES_SLUG,
    where: {
      and: [
        { path: { equals: address } },
        ...(id === undefined || id === null ? [] : [{ id: { not_equals: id } }]),
      ],
    },
    overrideAccess: true,
    req: sideRequest(req),
  })
  return totalDocs > 0 ? siteMessage(req, 'pageAddressTaken', { address: address ?? '' }) : true
}

/**
 * A staff page saved without a slug gets its English title's (an Arabic-only
 * title gives `page-<day>`); the address rule then checks it like a typed one.
 * A draft saved before any title is typed keeps no slug yet.
 */
export const writePageSlug: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data || isPageKey(data.page_slug ?? originalDoc?.page_slug)) return data
  if (!blank(data.slug) || ('slug' in data === false && !blank(originalDoc?.slug))) return data
  const fromTitle = slugFromTitle(await englishTitle(req, 'pages', data, originalDoc))
  if (fromTitle) return { ...data, slug: fromTitle }
  if ((data._status ?? originalDoc?._status) !== 'published') return data
  const day = new Date(originalDoc?.createdAt ?? Date.now()).toISOString().slice(0, 10)
  return { ...data, slug: `page-${day}` }
}

/** Every save stores the page's address, from its key or its parents and slug. */
export const storePagePath: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const page = {
    page_slug: data.page_slug ?? originalDoc?.page_slug,
    slug: 'slug' in data ? data.slug : originalDoc?.slug,
    parent: 'parent' in data ? data.parent : originalDoc?.parent,
  }
  return { ...data, path: await addressOf(req, page) }
}

/**
 * A published address change moves the sub-pages. A published sub-page is
 * saved again (its own hooks store its address, leave a redirect from the old
 * one and move its own sub-pages); a draft that was never published has no
 * address anyone holds, so only its stored address is corrected. Every
 * published save looks, not only one whose previous version had another
 * address: the admin autosaves a typed slug as a draft before Publish, so the
 * newest version already had the new address and the sub-pages stayed behind.
 * A sub-page already at its address is left alone (moveChildrenOf).
 */
export const moveSubPages: CollectionAfterChangeHook = async ({
  doc,
  operation,
  req,
  context,
  collection,
}) => {
  // A page just made has no sub-pages yet.
  if (operation === 'create' || isDraftSave(context, collection.slug)) return doc
  await moveChildrenOf(req, doc.id, doc.path, context)
  return doc
}

async function moveChildrenOf(
  req: PayloadRequest,
  parentId: number | string,
  parentPath: string | null,
  context: Record<string, unknown>,
): Promise<void> {
  const { docs } = await req.payload.find({
    collection: PAGES_SLUG,
    where: { parent: { equals: parentId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true, path: true, _status: true } as never,
    req: sideRequest(req),
  })
  for (const child of docs as unknown as PageRow[]) {
    const path = child.slug && parentPath ? childPath(parentPath, child.slug) : null
    if (path === child.path) continue
    if (child._status === 'published') {
      await req.payload.update({
        collection: PAGES_SLUG,
        id: child.id,
        data: {} as never,
        overrideAccess: true,
        req,
        context: { ...context },
      })
    } else {
      await req.payload.db.updateOne({
        collection: PAGES_SLUG,
        where: { id: { equals: child.id } },
        data: { path },
        req,
      })
      await moveChildrenOf(req, child.id, path, context)
    }
  }
}

/** The address fields of a page staff make: slug and parent (the path is stored, read-only). */
/**
 * A duplicate's slug is `<slug>-copy` (or -copy-2, …), free among the pages
 * under the same parent, so the copy never claims the original's address.
 */
const copyPageSlug: FieldHook = async ({ value, req, siblingData }) => {
  if (typeof value !== 'string' || !value.trim()) return value
  const parent = pageIdFrom(siblingData?.parent)
  return freeCopySlug(
    req,
    PAGES_SLUG,
    value.trim(),
    parent === null ? { parent: { exists: false } } : { parent: { equals: parent } },
  )
}

/**
 * A page the site has by code (About, Contact…) is not duplicated: it is one
 * per key, and its own sections are not allowed on a page staff make, so a
 * copy could never be published. Staff are told so in their language.
 */
export const refuseCopyOfFixedPage: FieldHook = ({ value, req }) => {
  if (isPageKey(value))
    throw new APIError(siteMessage(req, 'fixedPageNoCopy'), 400, undefined, true)
  return value
}

export const PAGE_ADDRESS_FIELDS: Field[] = [
  {
    name: 'slug',
    label: { en: 'Slug', ar: 'المعرّف' },
    type: 'text',
    index: true,
    maxLength: SLUG_MAX_LENGTH,
    validate: validatePageSlug,
    hooks: { beforeDuplicate: [copyPageSlug] },
    admin: {
      position: 'sidebar',
      // Latin addresses read left to right in the Arabic admin too.
      className: LEFT_TO_RIGHT_CLASS,
      condition: (data) => !isPageKey(data?.page_slug),
      description: {
        en: 'The last part of the page’s address, in lower-case Latin letters, digits and hyphens. Left empty, it is written from the English title.',
        ar: 'الجزء الأخير من عنوان الصفحة، بأحرف لاتينية صغيرة وأرقام وشرطات. إذا تُرك فارغًا يُكتب من العنوان الإنجليزي.',
      },
    },
  },
  {
    name: 'parent',
    label: { en: 'Parent page', ar: 'الصفحة الأم' },
    type: 'relationship',
    relationTo: PAGES_SLUG,
    maxDepth: 0,
    filterOptions: ({ id }): Where => {
      const staffMade: Where = { page_slug: { exists: false } }
      return id === undefined || id === null
        ? staffMade
        : { and: [staffMade, { id: { not_equals: id } }] }
    },
    admin: {
      position: 'sidebar',
      condition: (data) => !isPageKey(data?.page_slug),
      description: {
        en: 'Optional: the page this one sits under, e.g. Careers for /careers/engineering.',
        ar: 'اختياري: الصفحة التي تقع هذه الصفحة تحتها، مثل «الوظائف» للعنوان ‎/careers/engineering.',
      },
    },
  },
  {
    name: 'path',
    label: { en: 'Address', ar: 'العنوان' },
    type: 'text',
    index: true,
    admin: {
      position: 'sidebar',
      className: LEFT_TO_RIGHT_CLASS,
      readOnly: true,
      description: {
        en: 'Where the page is on the site (in Arabic under /ar), from its parents’ slugs and its own.',
        ar: 'مكان الصفحة في الموقع (وبالعربية تحت ‎/ar)، من معرّفات الصفحات الأم ومعرّفها.',
      },
    },
  },
]
