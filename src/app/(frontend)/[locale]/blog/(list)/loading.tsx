import { getTranslations } from 'next-intl/server'

import { Container } from '@/components/Container'
import { PageHero } from '@/components/PageHero'
import { StateMessage } from '@/components/StateMessage'

/** Spec §4 loading state of the blog list, shown while a navigation fetches the page. */
export default async function BlogLoading() {
  const t = await getTranslations('blog.list')
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
