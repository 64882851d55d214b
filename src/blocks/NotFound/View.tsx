import { ArrowRight } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { buttonClass } from '@/components/Button'
import { Container } from '@/components/Container'
import { IconTile } from '@/components/IconTile'
import { PageHero } from '@/components/PageHero'
import type { Locale } from '@/i18n/routing'
import type { NotFoundBlock } from '@/payload-types'
import { localizePath } from '@/lib/routes'
import { shownButton } from '../PageLink'

/**
 * "404 - Page Not Found", the explanation and the way home, then a white band
 * of the main pages so the dark hero does not run into the dark footer. Plain
 * <a>s: from a 404 a full page load is the safe way on.
 */
export async function NotFoundBlockView({
  block,
  locale,
}: {
  block: NotFoundBlock
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'blocks.button' })
  const links = (block.suggestions ?? []).flatMap((item, index) => {
    const link = shownButton(item.link)
    return link ? [{ key: item.id ?? String(index), icon: item.icon, ...link }] : []
  })
  return (
    <>
      <PageHero
        art="notFound"
        size="compact"
        className="flex flex-1 flex-col justify-center"
        eyebrow={block.eyebrow || undefined}
        title={block.title}
        lead={block.message ? <p>{block.message}</p> : undefined}
        actions={
          <a
            href={localizePath('/', locale)}
            className={buttonClass({ variant: 'primary', onDark: true })}
          >
            {block.home}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </a>
        }
      />
      {links.length ? (
        <section
          aria-labelledby="not-found-suggestions"
          className="bg-white py-12 lg:py-16"
          data-testid="not-found-suggestions"
        >
          <Container>
            <h2 id="not-found-suggestions" className="text-xl font-bold">
              {block.suggestionsTitle}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {links.map((link) => (
                <li key={link.key}>
                  <a
                    href={link.href}
                    {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}
                    className="flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-4 font-semibold transition-colors duration-200 hover:border-brand hover:text-brand-strong"
                  >
                    <IconTile name={link.icon} />
                    {link.label}
                    {link.external ? <span className="sr-only"> ({t('newTab')})</span> : null}
                    <ArrowRight aria-hidden="true" className="ms-auto size-4 rtl:-scale-x-100" />
                  </a>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
    </>
  )
}
