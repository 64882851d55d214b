import { feedRoute } from '@/sections/blog/feed-response'

/** A blog topic's Atom feed in the address's language (sections/blog/feed.ts). */
export const dynamic = 'force-dynamic'

export const GET = feedRoute('atom')
