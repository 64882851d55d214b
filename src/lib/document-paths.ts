import { DOCUMENT_PAGES } from '@/lib/routes'

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
}

export const DOCUMENT_PATHS: Record<string, (doc: PathDoc) => string | null> = {
  services: (doc) => (doc.slug ? `/what-we-do/${doc.slug}` : null),
  'blog-posts': (doc) => (doc.id != null ? DOCUMENT_PAGES.blogPost.path(doc.id) : null),
  'success-stories': (doc) => (doc.slug ? DOCUMENT_PAGES.successStory.path(doc.slug) : null),
  // Page keys are the route without its leading slash; `home` is the root.
  'page-keywords': (doc) =>
    doc.page_slug ? (doc.page_slug === 'home' ? '/' : `/${doc.page_slug}`) : null,
}

/**
 * The old addresses a slug change leaves behind, per collection: what a
 * visitor or search engine may still hold. Blog posts live at /blog/<id> but
 * are also reached at /blog/<slug>, so their old slug address is kept alive.
 */
export const SLUG_ADDRESSES: Record<string, (slug: string) => string> = {
  services: (slug) => `/what-we-do/${slug}`,
  'blog-posts': (slug) => `/blog/${slug}`,
  'success-stories': (slug) => DOCUMENT_PAGES.successStory.path(slug),
}

export const documentPath = (collection: string, doc: PathDoc): string | null =>
  DOCUMENT_PATHS[collection]?.(doc) ?? null
