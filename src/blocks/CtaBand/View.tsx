import { CtaBand } from '@/components/CtaBand'
import type { Locale } from '@/i18n/routing'
import type { CtaBandBlock } from '@/payload-types'
import { PageLinkButton } from '../PageLink'

/** A page's closing band, with its optional second invitation (at `#anchor` when it has one). */
export function CtaBandView({ block, locale }: { block: CtaBandBlock; locale: Locale }) {
  const more = block.more?.title ? block.more : null
  return (
    <CtaBand
      id={block.anchor || undefined}
      title={block.title ?? ''}
      text={block.text || undefined}
      actions={<PageLinkButton link={block.button} locale={locale} />}
      more={
        more ? (
          <>
            <div className="max-w-2xl">
              <h3 className="text-xl font-bold text-balance">{more.title}</h3>
              {more.text ? <p className="mt-1 text-white/85">{more.text}</p> : null}
            </div>
            <PageLinkButton
              link={more.button}
              locale={locale}
              variant="secondary"
              className="shrink-0 self-start sm:self-auto"
            />
          </>
        ) : undefined
      }
    />
  )
}
