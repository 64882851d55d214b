'use client'

import { useTranslations } from 'next-intl'

import { Container } from '@/components/Container'
import { PageHero } from '@/components/PageHero'
import { StateMessage } from '@/components/StateMessage'

/**
 * Spec §4 loading state of the blog list, shown while a navigation fetches the
 * page. A client component: loading files get no params, and reading the
 * locale on the server here would make the route dynamic.
 */
export default function BlogLoading() {
  const t = useTranslations('blog.list')
  return (
    <main id="main">
      <PageHero size="compact" eyebrow={t('eyebrow')} title={t('title')} />
      <section className="bg-surface py-16 lg:py-20">
        <Container>
          <StateMessage kind="loading" message={t('loading')} />
        </Container>
      </section>
    </main>
  )
}
