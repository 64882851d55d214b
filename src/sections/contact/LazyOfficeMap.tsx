'use client'

import dynamic from 'next/dynamic'

/**
 * The office map's frame, as its own chunk: the route that draws Contact also
 * draws every page staff make, and only a page showing the enquiry section
 * loads its code (the frame still renders on the server; Leaflet itself waits
 * for the map to scroll into view, see OfficeMap).
 */
export const LazyOfficeMap = dynamic(() => import('./OfficeMap').then((module) => module.OfficeMap))
