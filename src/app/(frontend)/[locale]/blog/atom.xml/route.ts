import { feedRoute } from '@/sections/blog/feed-response'

/** The blog's Atom feed in the address's language (sections/blog/feed.ts). */
export const dynamic = 'force-dynamic'

export const GET = feedRoute('atom')
