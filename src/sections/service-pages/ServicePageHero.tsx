import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/Button'
import { DeviceFrame } from '@/components/DeviceFrame'
import { PageHero } from '@/components/PageHero'
import type { ImageRef } from '@/sections/types'
import type { Locale } from '@/i18n/routing'
import { localizePath, PAGES } from '@/lib/routes'
import { FallbackImage } from './FallbackImage'

/**
 * The opening of a service page: the gradient hero with eyebrow, h1 and lead,
 * the two calls to action (start a project → /contact, all services →
 * /what-we-do) and a product mock-up in a device frame beside the text.
 */
export async function ServicePageHero({
  locale,
  eyebrow,
  title,
  lead,
  image,
  frame = 'browser',
  address,
}: {
  locale: Locale
  eyebrow: string
  title: string
  lead: string
  /** Left out while the block has no picture (the text then stands alone). */
  image: ImageRef | null
  /** The device drawn around the mock-up. */
  frame?: 'browser' | 'phone' | 'tablet'
  /** Browser frame only: the address bar text. */
  address?: string
}) {
  const t = await getTranslations({ locale, namespace: 'servicePages.common' })
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      lead={<p>{lead}</p>}
      actions={
        <>
          <Button href={localizePath(PAGES.contact.path, locale)} onDark arrow>
            {t('startProject')}
          </Button>
          <Button href={localizePath(PAGES.whatWeDo.path, locale)} variant="secondary" onDark>
            {t('allServices')}
          </Button>
        </>
      }
      aside={
        image ? (
          <DeviceFrame
            kind={frame}
            tone="dark"
            address={frame === 'browser' ? address : undefined}
            className={frame === 'phone' ? 'max-w-[250px]' : ''}
          >
            <FallbackImage
              src={image.src}
              width={image.width}
              height={image.height}
              alt={image.alt}
              title={title}
              sizes={frame === 'phone' ? '250px' : '(min-width: 1024px) 540px, 100vw'}
              preload
            />
          </DeviceFrame>
        ) : undefined
      }
    />
  )
}
