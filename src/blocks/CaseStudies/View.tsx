import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import type { CaseStudiesBlock } from '@/payload-types'
import { PageSection } from '../page-section'
import { CaseStudy } from './CaseStudy'

/** The case studies, one under the other. */
export async function CaseStudiesView({
  block,
  locale,
}: {
  block: CaseStudiesBlock
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'ourWork' })
  const labels = {
    challenge: block.challengeLabel ?? '',
    built: block.builtLabel ?? '',
    technologies: t('technologies'),
  }
  return (
    <PageSection block={block}>
      <div className="flex flex-col gap-20 lg:gap-28">
        {(block.items ?? []).map((study, index) => (
          <CaseStudy key={study.id ?? study.key} study={study} index={index} labels={labels} />
        ))}
      </div>
    </PageSection>
  )
}
