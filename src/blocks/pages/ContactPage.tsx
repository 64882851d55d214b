import { EnquiryFormView } from '@/blocks/EnquiryForm/View'
import { RenderPageBlocks } from '@/blocks/RenderPageBlocks'
import type { Locale } from '@/i18n/routing'
import { getPageLayout } from '@/lib/data'

/**
 * The Contact page (docs/PRODUCT.md, Contact page): its sections from the
 * CMS — the opening band, then the enquiry form with the offices and the map.
 */
export async function ContactPage({ locale }: { locale: Locale }) {
  const layout = (await getPageLayout(locale, 'contact')).value
  return (
    <main id="main">
      <RenderPageBlocks blocks={layout} locale={locale} own={{ 'enquiry-form': EnquiryFormView }} />
    </main>
  )
}
