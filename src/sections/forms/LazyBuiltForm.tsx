'use client'

import dynamic from 'next/dynamic'

/**
 * The built form, as its own chunk: the route of pages staff make serves
 * pages with and without a form, and only those showing one load its code.
 * (Imported from the server view directly, the form's code was in the
 * route's scripts for every such page, shown or not.)
 */
export const LazyBuiltForm = dynamic(() => import('./BuiltForm').then((module) => module.BuiltForm))
