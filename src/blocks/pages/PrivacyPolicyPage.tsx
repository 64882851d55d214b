import { getTranslations } from 'next-intl/server'

import { ContentBlockView } from '@/blocks/RenderPageBlocks'
import { PageHeroView } from '@/blocks/PageHero/View'
import { CtaBandView } from '@/blocks/CtaBand/View'
import { formatDayDate } from '@/blocks/PolicySections/date'
import { BackToTop } from '@/components/BackToTop'
import type { Locale } from '@/i18n/routing'
import { getPageLayout } from '@/lib/data'

/**
 * Terms of use and privacy policy (docs/PRODUCT.md, Privacy policy page): the
 * page document's blocks, its hero followed by the "last updated" date of the
 * policy text, and the closing band anchored for links to "questions".
 */
export async function PrivacyPolicyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('privacy')
  const layout = (await getPageLayout(locale, 'privacy-policy')).value
  const policy = layout.find((block) => block.blockType === 'policy-sections')
  // Payload keeps a day as a timestamp; the day itself is what the page prints.
  const updated = policy?.updated ? formatDayDate(policy.updated.slice(0, 10), locale) : ''

  return (
    <main id="main">
      {layout.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        if (block.blockType === 'page-hero')
          return (
            <PageHeroView key={key} block={block} locale={locale}>
              {updated ? (
                <p className="mt-6 text-[15px] text-white/85">{t('updated', { date: updated })}</p>
              ) : null}
            </PageHeroView>
          )
        if (block.blockType === 'cta-band')
          return <CtaBandView key={key} block={block} locale={locale} id="policy-questions" />
        return <ContentBlockView key={key} block={block} locale={locale} />
      })}
      <BackToTop />
    </main>
  )
}
