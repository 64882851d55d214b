import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { BrandMark } from '@/components/BrandMark'
import type { Locale } from '@/i18n/routing'
import { getActiveStories, getServiceLinks, getSiteSettings } from '@/lib/data'
import {
  DOCUMENT_PAGES,
  localizePath,
  PAGES,
  SERVICE_PAGES,
  SERVICE_SLUGS,
  type PageId,
  type ServiceSlug,
} from '@/lib/routes'
import { HeaderFrame, type HeaderItem } from './HeaderFrame'
import { LanguageToggle } from './LanguageToggle'
import { ServicesMenu, ServicesMenuMobile, type ServiceMenuItem } from './ServicesMenu'
import { StoriesMenu, StoriesMenuMobile, type StoryMenuItem } from './StoriesMenu'

/** Icons for the built-in service names, used when the CMS cannot be read. */
const SERVICE_ICONS: Record<ServiceSlug, string> = {
  'web-development': 'Monitor',
  'mobile-app': 'Smartphone',
  'erp-solution': 'Building2',
  'ecommerce-application': 'ShoppingCart',
  'property-management': 'Home',
  'fandb-solution': 'Utensils',
}

/**
 * The six service pages of spec §2 in the CMS's display order, with the CMS's
 * titles; a service missing from the CMS keeps its built-in name, so the menu
 * always offers all six pages.
 */
async function serviceItems(locale: Locale): Promise<ServiceMenuItem[]> {
  const [t, fromCms] = await Promise.all([
    getTranslations({ locale, namespace: 'shell.nav.services' }),
    getServiceLinks(locale),
  ])
  const rank = (slug: string) => {
    const index = fromCms.findIndex((service) => service.slug === slug)
    return index === -1 ? fromCms.length + SERVICE_SLUGS.indexOf(slug as ServiceSlug) : index
  }
  return [...SERVICE_SLUGS]
    .sort((a, b) => rank(a) - rank(b))
    .map((slug) => {
      const service = fromCms.find((candidate) => candidate.slug === slug)
      return {
        slug,
        href: localizePath(PAGES[SERVICE_PAGES[slug]].path, locale),
        title: service?.title || t(slug),
        subtitle: service?.subtitle ?? '',
        iconName: service?.iconName || SERVICE_ICONS[slug],
      }
    })
}

async function storyItems(locale: Locale, tryNow: string): Promise<StoryMenuItem[]> {
  const stories = await getActiveStories(locale)
  return stories.map((story) => ({
    slug: story.slug,
    href: localizePath(DOCUMENT_PAGES.successStory.path(story.slug), locale),
    title: story.title,
    description: story.description,
    logoUrl: story.logoUrl,
    external: story.externalUrl
      ? { href: story.externalUrl, label: story.externalButtonText || tryNow }
      : null,
  }))
}

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, tMeta, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'shell' }),
    getTranslations({ locale, namespace: 'meta' }),
    getSiteSettings(locale),
  ])
  const [services, stories] = await Promise.all([
    serviceItems(locale),
    storyItems(locale, t('nav.tryNow')),
  ])
  const company = settings.companyName || tMeta('siteTitle')
  const href = (id: PageId) => localizePath(PAGES[id].path, locale)
  const storyLabels = {
    newTab: t('nav.newTab'),
    empty: t('nav.noStories'),
    hint: t('nav.storiesHint'),
  }

  const items: HeaderItem[] = [
    { kind: 'link', id: 'home', label: t('nav.home'), href: href('home') },
    { kind: 'link', id: 'about', label: t('nav.about'), href: href('about') },
    {
      kind: 'menu',
      id: 'services',
      label: t('nav.whatWeDo'),
      section: PAGES.whatWeDo.path,
      width: 'wide',
      panel: (
        <ServicesMenu
          services={services}
          allHref={href('whatWeDo')}
          allLabel={t('nav.allServices')}
          hint={t('nav.allServicesHint')}
        />
      ),
      mobilePanel: (
        <ServicesMenuMobile
          services={services}
          allHref={href('whatWeDo')}
          allLabel={t('nav.allServices')}
        />
      ),
    },
    {
      kind: 'menu',
      id: 'stories',
      label: t('nav.successStories'),
      section: '/success-stories',
      width: 'medium',
      panel: <StoriesMenu stories={stories} labels={storyLabels} />,
      mobilePanel: <StoriesMenuMobile stories={stories} labels={storyLabels} />,
    },
    { kind: 'link', id: 'blog', label: t('nav.blog'), href: href('blog') },
    { kind: 'link', id: 'contact', label: t('nav.contact'), href: href('contact') },
  ]

  return (
    <HeaderFrame
      brand={
        <Link
          href={href('home')}
          aria-label={t('nav.homeLink', { company })}
          className="flex shrink-0 items-center gap-2 rounded-md text-base font-bold tracking-tight whitespace-nowrap sm:gap-2.5 sm:text-lg xl:text-xl rtl:tracking-normal"
        >
          <BrandMark
            className="size-8 text-brand-soft group-data-[solid]/header:text-ink"
            leafClassName="fill-teal-300 group-data-[solid]/header:fill-teal-600"
          />
          {company}
        </Link>
      }
      items={items}
      languageToggle={
        <LanguageToggle
          locale={locale}
          short={t('language.short')}
          label={t('language.switchTo')}
        />
      }
      cta={{ label: t('nav.getInTouch'), href: href('contact') }}
      labels={{ nav: t('nav.label'), menu: t('nav.menu') }}
    />
  )
}
