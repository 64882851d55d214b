'use client'

import dynamic from 'next/dynamic'

/**
 * The "Who we are" panel, as its own chunk: the route that draws About also
 * draws every page staff make, and only a page showing a topic panel loads
 * its scroll-spy code. (Imported from the server view directly, it was in
 * that route's scripts for every page, shown or not.)
 */
export const LazyWhoWeArePanel = dynamic(() =>
  import('./WhoWeArePanel').then((module) => module.WhoWeArePanel),
)
