import { ArrowUp } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

/**
 * "Back to top" for long pages: a plain link to the page's <main>, so it works
 * without JavaScript and is the last stop of the keyboard before the footer.
 * It rides along the page in a track that starts one screen down (globals.css,
 * `.back-to-top`): invisible on the first screen, then held at the bottom
 * corner (inline end, so mirrored in Arabic) by `position: sticky` until the
 * page ends. Put it last inside <main> of pages about ten phone screens long
 * or more; short pages do not get one.
 */
export async function BackToTop() {
  const t = await getTranslations('shell')
  return (
    <div className="back-to-top" data-testid="back-to-top">
      <a href="#main" aria-label={t('backToTop')} title={t('backToTop')}>
        <ArrowUp aria-hidden="true" className="size-5" />
      </a>
    </div>
  )
}
