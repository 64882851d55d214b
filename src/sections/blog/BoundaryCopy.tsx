'use client'

import { createContext, useContext, type ReactNode } from 'react'

import type en from '@/i18n/messages/en/blog.json'
import type { Locale } from '@/i18n/routing'

/** The blog's error and not-found copy, in the page's language. */
export type BlogBoundaryCopy = {
  locale: Locale
  list: Pick<(typeof en)['list'], 'errorTitle' | 'errorFallback' | 'retry'>
  post: Pick<(typeof en)['post'], 'notFoundTitle' | 'notFoundMessage' | 'backToList'>
}

const Copy = createContext<BlogBoundaryCopy | null>(null)

/**
 * Error and not-found boundaries are client components that Next renders
 * without props. The blog layout (a server component) hands them their few
 * sentences through this context, so neither language's message file and no
 * translation runtime ship to the browser.
 */
export function BlogBoundaryCopyProvider({
  value,
  children,
}: {
  value: BlogBoundaryCopy
  children: ReactNode
}) {
  return <Copy.Provider value={value}>{children}</Copy.Provider>
}

export function useBlogBoundaryCopy(): BlogBoundaryCopy {
  const copy = useContext(Copy)
  if (!copy) throw new Error('useBlogBoundaryCopy needs the blog layout above it')
  return copy
}
