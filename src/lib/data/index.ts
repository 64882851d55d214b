/**
 * Every read of the site's content, in one place: each answers a `Read<T>`
 * (./read.ts), carries the cache tags of what it read (./tags.ts), and runs
 * as an anonymous visitor, or as the staff member previewing drafts
 * (../draft-reads.ts). Each file holds the reads of one kind of content.
 */
export { ContentUnavailable, valueOrThrow, type Read } from './read'
export * from './services'
export * from './site-settings'
export * from './stories'
export * from './pages'
export * from './home'
export * from './blog'
export * from './topics'
export * from './search'
export * from './sitemap'
export { DEFAULT_LOGO, storyLogoUrl, testimonialLogo, type LogoSource } from './logos'
export * from './navigation'
export * from './forms'
export * from './not-found'
