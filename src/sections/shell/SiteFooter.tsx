import { ArrowUpRight, Mail, Phone } from 'lucide-react'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { BrandMark } from '@/components/BrandMark'
import { Container } from '@/components/Container'
import { SocialIcon, type SocialNetwork } from '@/components/SocialIcon'
import type { Locale } from '@/i18n/routing'
import { getNavigation, getSiteSettings, type PublicSiteSettings } from '@/lib/data'
import type { MenuLink } from '@/lib/navigation/links'
import { KUWAIT_TIME_ZONE } from '@/lib/kuwait-zone'
import { phoneText, telHref } from '@/lib/phone'
import { localizePath, PAGES } from '@/lib/routes'
import { MenuAnchor } from './MenuAnchor'

const PRODUCTS = ['business_suite', 'property_management', 'kitchen', 'dining'] as const
const NETWORKS: SocialNetwork[] = ['facebook', 'instagram', 'linkedin']

/** The year in Kuwait, so the copyright line turns over at Kuwaiti midnight. */
const currentYear = () =>
  new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: KUWAIT_TIME_ZONE }).format(new Date())

function FooterHeading({ children, id }: { children: React.ReactNode; id: string }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wide text-white">
      {children}
    </h2>
  )
}

const linkClass =
  'inline-flex min-h-8 items-center text-white/75 transition-colors hover:text-white hover:underline underline-offset-4'

function ContactLines({
  settings,
  t,
}: {
  settings: PublicSiteSettings
  t: (key: string) => string
}) {
  return (
    <ul className="mt-4 space-y-2">
      {settings.email ? (
        <li>
          <a href={`mailto:${settings.email}`} className={`${linkClass} gap-2`}>
            <Mail aria-hidden="true" className="size-4 shrink-0 text-teal-300" />
            <span className="sr-only">{t('footer.email')}: </span>
            <span dir="ltr">{settings.email}</span>
          </a>
        </li>
      ) : null}
      {settings.phone ? (
        <li>
          <a href={telHref(settings.phone)} className={`${linkClass} gap-2`}>
            <Phone aria-hidden="true" className="size-4 shrink-0 text-teal-300" />
            {/* No space in the link's text: a telephone number must not break. */}
            <span className="sr-only">{phoneText(`${t('footer.phone')}: `)}</span>
            <span dir="ltr">{phoneText(settings.phone)}</span>
          </a>
        </li>
      ) : null}
    </ul>
  )
}

/** A list of links staff chose in the menus (the site's pages in the visitor's language, or other websites). */
function FooterLinks({
  links,
  newTab,
  className,
}: {
  links: MenuLink[]
  newTab: string
  className: string
}) {
  return (
    <ul className={className}>
      {links.map((link, index) => (
        <li key={`${link.href}-${index}`}>
          <MenuAnchor link={link} newTab={newTab} className={`${linkClass} gap-1`} />
        </li>
      ))}
    </ul>
  )
}

/** The footer's grid on wide screens: the brand, staff's columns (none to three), products, contact. */
const WIDE_GRID = [
  'lg:grid-cols-[1.5fr_1.1fr_1.3fr]',
  'lg:grid-cols-[1.5fr_1fr_1.1fr_1.3fr]',
  'lg:grid-cols-[1.4fr_1fr_1fr_1.1fr_1.3fr]',
  'lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.1fr_1.2fr]',
] as const

/** The footer (docs/PRODUCT.md, Footer): company links, four products, e-mail and phone, three networks, bottom links, copyright. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tMeta, settings, navigation] = await Promise.all([
    getTranslations({ locale, namespace: 'shell' }),
    getTranslations({ locale, namespace: 'meta' }),
    getSiteSettings(locale).then((read) => read.value),
    getNavigation(locale),
  ])
  const company = settings.companyName || tMeta('siteTitle')
  const newTab = t('nav.newTab')
  const columns = navigation.footerColumns.slice(0, 3)
  const products = PRODUCTS.map((key) => ({ key, ...settings.products[key] })).filter(
    (product) => product.url,
  )
  const socials = NETWORKS.flatMap((network) => {
    const url = settings.social[network]
    return url ? [{ network, url }] : []
  })

  return (
    <footer className="on-dark bg-ink text-white/75">
      <Container className="pt-16 pb-10 lg:pt-20">
        <div className={`grid gap-10 sm:grid-cols-2 lg:gap-12 ${WIDE_GRID[columns.length]}`}>
          <div>
            <Link
              href={localizePath(PAGES.home.path, locale)}
              className="inline-flex items-center gap-2.5 rounded-md text-xl font-bold text-white"
            >
              <BrandMark className="size-8 text-brand-soft" />
              {company}
            </Link>
            <p className="mt-4 max-w-xs text-[15px]">{t('footer.tagline')}</p>
            {socials.length > 0 ? (
              <>
                {/* A list's own aria-label is read by few screen readers: the name goes before it. */}
                <p className="sr-only">{t('footer.follow')}</p>
                <ul className="mt-6 flex gap-2">
                  {socials.map(({ network, url }) => (
                    <li key={network}>
                      <a
                        href={url}
                        target="_blank"
                        rel="noopener"
                        aria-label={`${t(`footer.social.${network}`)} (${newTab})`}
                        className="grid size-10 place-items-center rounded-full border border-white/15 text-white/85 transition-colors hover:border-teal-300 hover:text-white"
                      >
                        <SocialIcon network={network} className="size-[18px]" />
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>

          {columns.map((column, index) => (
            <nav key={index} aria-labelledby={`footer-column-${index}`}>
              <FooterHeading id={`footer-column-${index}`}>{column.heading}</FooterHeading>
              <FooterLinks links={column.links} newTab={newTab} className="mt-4 space-y-1" />
            </nav>
          ))}

          <div>
            <FooterHeading id="footer-products">{t('footer.products')}</FooterHeading>
            <ul className="mt-4 space-y-3">
              {products.map((product) => (
                <li key={product.key}>
                  <a
                    href={product.url}
                    target="_blank"
                    rel="noopener"
                    className="group inline-flex flex-col text-white/75 hover:text-white"
                  >
                    <span className="inline-flex items-center gap-1 font-medium text-white group-hover:underline group-hover:underline-offset-4">
                      {product.name}
                      <ArrowUpRight aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
                      <span className="sr-only"> ({newTab})</span>
                    </span>
                    <span className="text-sm">{t(`footer.productKinds.${product.key}`)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <div>
            <FooterHeading id="footer-contact">{t('footer.contact')}</FooterHeading>
            <ContactLines settings={settings} t={t} />
          </div>
        </div>

        <div className="mt-14 flex flex-col-reverse gap-4 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: currentYear(), company })}</p>
          {navigation.legal.length > 0 ? (
            <nav aria-label={t('footer.legal')}>
              <FooterLinks
                links={navigation.legal}
                newTab={newTab}
                className="flex flex-wrap gap-x-6 gap-y-1"
              />
            </nav>
          ) : null}
        </div>
      </Container>
    </footer>
  )
}
