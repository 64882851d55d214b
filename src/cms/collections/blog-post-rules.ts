import {
  ValidationError,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  type TextFieldSingleValidation,
} from 'payload'

import { fallbackSlug, numberedSlug, SLUG_PATTERN, slugFromTitle } from '@/lib/slug'
import { siteMessage } from '../admin-labels/messages'
import { englishTitle } from '../english-title'
import { sideRequest } from '../side-request'

/**
 * The rules of a blog post's address and title that staff meet in the admin:
 * an empty slug is written from the English title, a slug typed by hand must
 * be free, and a post is published only with an English title (the text
 * Arabic falls back to).
 */

const COLLECTION = 'blog-posts'

type PostData = {
  slug?: string | null
  title?: string | null
  status?: string | null
  _status?: string | null
}

const blank = (value: unknown) => typeof value !== 'string' || !value.trim()

/** Whether another post (not `id`) holds this slug. */
async function slugTaken(req: PayloadRequest, slug: string, id?: number | string) {
  const { totalDocs } = await req.payload.count({
    collection: COLLECTION,
    where:
      id === undefined
        ? { slug: { equals: slug } }
        : { and: [{ slug: { equals: slug } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req: sideRequest(req),
  })
  return totalDocs > 0
}

/** Field rule: the form of a slug, and a hand-typed slug must be free. Empty is fine (written on save). */
export const validateBlogSlug: TextFieldSingleValidation = async (value, { req, id }) => {
  if (blank(value)) return true
  if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) return siteMessage(req, 'slugForm')
  if (req?.payload && (await slugTaken(req as PayloadRequest, value, id ?? undefined)))
    return siteMessage(req, 'postSlugTaken')
  return true
}

/**
 * An empty slug becomes the English title's (or post-<date> for a title with
 * no Latin letters), numbered when taken: my-post, my-post-2, …
 */
export const writeSlugFromTitle: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (!data) return data
  const post = data as PostData
  const clearing = 'slug' in post && blank(post.slug)
  if (operation === 'update' && !clearing && !blank(originalDoc?.slug)) return data
  if (operation === 'create' && !blank(post.slug)) return data
  const fromTitle = slugFromTitle(await englishTitle(req, COLLECTION, post, originalDoc))
  // A draft saved (or autosaved) before its English title is typed keeps no
  // slug yet, so the title typed a moment later still names the address.
  if (!fromTitle && post._status === 'draft') return data
  const base =
    fromTitle || fallbackSlug(originalDoc?.createdAt ? new Date(originalDoc.createdAt) : new Date())
  for (let n = 1; n <= 100; n += 1) {
    const candidate = numberedSlug(base, n)
    if (!(await slugTaken(req, candidate, originalDoc?.id))) return { ...data, slug: candidate }
  }
  // A hundred posts of one title: the moment keeps this one apart.
  return { ...data, slug: numberedSlug(base, Date.now()) }
}

const publishing = (data: PostData, originalDoc: PostData | undefined) =>
  (data._status ?? data.status ?? originalDoc?._status ?? originalDoc?.status) === 'published'

/** A post goes public only with an English title; the error says so in the admin's language. */
export const requireEnglishTitleToPublish: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  req,
  collection,
}) => {
  if (!data || !publishing(data as PostData, originalDoc)) return data
  if (await englishTitle(req, COLLECTION, data as PostData, originalDoc)) return data
  throw new ValidationError(
    {
      collection: collection.slug,
      errors: [{ path: 'title', message: siteMessage(req, 'postNeedsEnglishTitle') }],
      req,
    },
    req.t,
  )
}
