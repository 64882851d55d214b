'use client'

import { useTranslations } from 'next-intl'

import { Container } from '@/components/Container'
import { StateMessage } from '@/components/StateMessage'

/**
 * Spec §4 loading state of a success story, shown while a navigation fetches
 * it. A client component: loading files get no params, and reading the locale
 * on the server here would make the route dynamic.
 */
export default function StoryLoading() {
  const t = useTranslations('stories')
  return (
    <main id="main">
      <div className="page-hero relative isolate overflow-hidden text-white">
        <div aria-hidden="true" className="page-hero-grid absolute inset-0 -z-10" />
        <Container className="pt-32 pb-20 lg:pt-40 lg:pb-24">
          <div className="h-7 w-32 rounded-full bg-white/15" />
          <div className="mt-6 h-12 w-full max-w-2xl rounded-md bg-white/15" />
          <div className="mt-5 h-5 w-full max-w-lg rounded bg-white/15" />
        </Container>
      </div>
      <Container>
        <StateMessage kind="loading" message={t('loading')} />
      </Container>
    </main>
  )
}
