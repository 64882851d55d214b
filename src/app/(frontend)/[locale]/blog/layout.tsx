import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { isLocale } from '@/i18n/routing'
import { BlogBoundaryCopyProvider } from '@/sections/blog/BoundaryCopy'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Gives the blog's error and not-found boundaries their copy (sections/blog/BoundaryCopy.tsx). */
export default async function BlogLayout({ children, params }: Props) {
  const { locale: param } = await params
  const locale = isLocale(param) ? param : 'en'
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'blog' })
  return (
    <BlogBoundaryCopyProvider
      value={{
        locale,
        list: {
          errorTitle: t('list.errorTitle'),
          errorFallback: t('list.errorFallback'),
          retry: t('list.retry'),
        },
        post: {
          notFoundTitle: t('post.notFoundTitle'),
          notFoundMessage: t('post.notFoundMessage'),
          backToList: t('post.backToList'),
        },
      }}
    >
      {children}
    </BlogBoundaryCopyProvider>
  )
}
