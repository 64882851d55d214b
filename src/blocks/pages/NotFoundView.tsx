import { notFoundLayout } from '@/lib/data'
import { RenderPageBlocks } from '@/blocks/RenderPageBlocks'
import type { Locale } from '@/i18n/routing'

/**
 * The not-found page (docs/PRODUCT.md, Not-found and error states): its
 * sections from the CMS ("404 - Page Not Found", the explanation, "Return to
 * Home" and the main pages; see blocks/NotFound). Rendered for unknown
 * addresses, unknown service slugs and the global 404, so its read never
 * fails the render (it falls back to the seeded copy).
 */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const layout = await notFoundLayout(locale)
  return (
    <main id="main" className="flex min-h-[75vh] flex-col">
      <RenderPageBlocks blocks={layout} locale={locale} />
    </main>
  )
}
