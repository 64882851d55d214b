import { DOCUMENT_PAGES, isPageKey, pageKeyPath } from '@/lib/routes'

/**
 * The locale-less public address of a CMS document, per collection: the SEO
 * preview shows it, a slug change redirects from its old value, and a
 * redirect that points at a document resolves through it. A collection whose
 * documents get pages is added here once (one line).
 */
export type PathDoc = {
  id?: number | string | null
  slug?: string | null
  page_slug?: string | null
  /** A page's stored address (pages staff make: their parents' slugs and their own). */
  path?: string | null
}

export const DOCUMENT_PATHS: Record<string, (doc: PathDoc) => string | null> = {
  services: (doc) => (doc.slug ? `/what-we-do/${doc.slug}` : null),
  'blog-posts': (doc) => (doc.id != null ? DOCUMENT_PAGES.blogPost.path(doc.id) : null),
  'success-stories': (doc) => (doc.slug ? DOCUMENT_PAGES.successStory.path(doc.slug) : null),
  'blog-topics': (doc) => (doc.slug ? DOCUMENT_PAGES.blogTopic.path(doc.slug) : null),
  // Page keys are the route without its leading slash; `home` is the root.
  pages: (doc) => (isPageKey(doc.page_slug) ? pageKeyPath(doc.page_slug) : (doc.path ?? null)),
}

/**
 * The address a slug (or, for pages, a parent) change leaves behind, per
 * collection: what a visitor or search engine may still hold, and the status
 * the old address answers. Blog posts live at /blog/<id> but are also reached
 * at /blog/<slug>, so their old slug address is kept alive. Pages code has
 * keep their address; a page staff made moves with its slug or parent.
 */
export const SLUG_ADDRESSES: Record<
  string,
  { address: (doc: PathDoc) => string | null; status: '301' | '308' }
> = {
  services: { address: (doc) => (doc.slug ? `/what-we-do/${doc.slug}` : null), status: '301' },
  'blog-posts': { address: (doc) => (doc.slug ? `/blog/${doc.slug}` : null), status: '301' },
  'success-stories': {
    address: (doc) => (doc.slug ? DOCUMENT_PAGES.successStory.path(doc.slug) : null),
    status: '301',
  },
  'blog-topics': {
    address: (doc) => (doc.slug ? DOCUMENT_PAGES.blogTopic.path(doc.slug) : null),
    status: '301',
  },
  pages: { address: (doc) => (doc.page_slug ? null : (doc.path ?? null)), status: '308' },
}

export const documentPath = (collection: string, doc: PathDoc): string | null =>
  DOCUMENT_PATHS[collection]?.(doc) ?? null
