import { ArrowUpRight, Mail, Phone } from 'lucide-react'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { BrandMark } from '@/components/BrandMark'
import { Container } from '@/components/Container'
import { SocialIcon, type SocialNetwork } from '@/components/SocialIcon'
import type { Locale } from '@/i18n/routing'
import { getSiteSettings, type PublicSiteSettings } from '@/lib/data'
import { phoneText, telHref } from '@/lib/phone'
import { localizePath, PAGES, type PageId } from '@/lib/routes'

const PRODUCTS = ['business_suite', 'property_management', 'kitchen', 'dining'] as const
const NETWORKS: SocialNetwork[] = ['facebook', 'instagram', 'linkedin']

/** The year in Kuwait, so the copyright line turns over at Kuwaiti midnight. */
const currentYear = () =>
  new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Kuwait' }).format(new Date())

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

/** A list of the site's own pages, each linked in the visitor's language. */
function PageLinks({
  links,
  href,
  className,
}: {
  links: [PageId, string][]
  href: (id: PageId) => string
  className: string
}) {
  return (
    <ul className={className}>
      {links.map(([id, label]) => (
        <li key={id}>
          <Link href={href(id)} className={linkClass}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The footer (docs/PRODUCT.md, Footer): company links, four products, e-mail and phone, three networks, bottom links, copyright. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tMeta, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'shell' }),
    getTranslations({ locale, namespace: 'meta' }),
    getSiteSettings(locale).then((read) => read.value),
  ])
  const company = settings.companyName || tMeta('siteTitle')
  const href = (id: PageId) => localizePath(PAGES[id].path, locale)
  const newTab = t('nav.newTab')
  const companyLinks: [PageId, string][] = [
    ['home', t('nav.home')],
    ['about', t('nav.about')],
    ['whatWeDo', t('nav.whatWeDo')],
    ['blog', t('nav.blog')],
    ['contact', t('nav.contact')],
  ]
  const bottomLinks: [PageId, string][] = [
    ['home', t('nav.home')],
    ['contact', t('nav.contact')],
    ['privacyPolicy', t('footer.privacyPolicy')],
  ]
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
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1.1fr_1.3fr] lg:gap-12">
          <div>
            <Link
              href={href('home')}
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

          <nav aria-labelledby="footer-company">
            <FooterHeading id="footer-company">{t('footer.company')}</FooterHeading>
            <PageLinks links={companyLinks} href={href} className="mt-4 space-y-1" />
          </nav>

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
          <nav aria-label={t('footer.legal')}>
            <PageLinks links={bottomLinks} href={href} className="flex flex-wrap gap-x-6 gap-y-1" />
          </nav>
        </div>
      </Container>
    </footer>
  )
}
