import { RenderPageBlocks } from '@/blocks/RenderPageBlocks'
import { BackToTop } from '@/components/BackToTop'
import type { Locale } from '@/i18n/routing'
import { getPageLayout } from '@/lib/data'

/**
 * Terms of use and privacy policy (docs/PRODUCT.md, Privacy policy page): the
 * page document's blocks (the hero says when the policy text was last
 * updated; the closing band is `#policy-questions`).
 */
export async function PrivacyPolicyPage({ locale }: { locale: Locale }) {
  const layout = (await getPageLayout(locale, 'privacy-policy')).value
  return (
    <main id="main">
      <RenderPageBlocks blocks={layout} locale={locale} />
      <BackToTop />
    </main>
  )
}
