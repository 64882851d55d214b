import { feedRoute } from '@/sections/blog/feed-response'

/** A blog topic's RSS 2.0 feed in the address's language (sections/blog/feed.ts). */
export const dynamic = 'force-dynamic'

export const GET = feedRoute('rss')
