'use client'

import { useTranslations } from 'next-intl'

import { Container } from '@/components/Container'
import { StateMessage } from '@/components/StateMessage'

/**
 * Spec §4 loading state of a blog post, shown while a navigation fetches it.
 * A client component: loading files get no params, and reading the locale on
 * the server here would make the route dynamic.
 */
export default function PostLoading() {
  const t = useTranslations('blog.post')
  return (
    <main id="main">
      <div className="page-hero relative isolate overflow-hidden text-white">
        <div aria-hidden="true" className="page-hero-grid absolute inset-0 -z-10" />
        <Container narrow className="pt-28 pb-20 lg:pt-36">
          <div className="h-10 w-44 rounded-md bg-white/15" />
          <div className="mt-6 h-4 w-32 rounded bg-white/15" />
          <div className="mt-4 h-10 w-full max-w-xl rounded-md bg-white/15" />
        </Container>
      </div>
      <Container narrow>
        <StateMessage kind="loading" message={t('loading')} />
      </Container>
    </main>
  )
}
