import { getTranslations } from 'next-intl/server'

import { BrandMark } from '@/components/BrandMark'
import type { Locale } from '@/i18n/routing'
import { IntentLink } from '@/components/IntentLink'
import { getActiveStories, getNavigation, getServiceLinks, getSiteSettings } from '@/lib/data'
import { BUILT_IN_SERVICES } from '@/content/service-list'
import { DOCUMENT_PAGES, localizePath, PAGES, servicePath, splitLocalePath } from '@/lib/routes'
import { HeaderSearchForm, SEARCH_PATH, SearchForm } from '../search/SearchForm'
import { HeaderFrame } from './HeaderFrame'
import type { HeaderItem } from './header-item'
import { LanguageToggle } from './LanguageToggle'
import { LinksMenu, LinksMenuMobile } from './LinksMenu'
import { ServicesMenu, ServicesMenuMobile, type ServiceMenuItem } from './ServicesMenu'
import { StoriesMenu, StoriesMenuMobile, type StoryMenuItem } from './StoriesMenu'

/**
 * The service pages in the CMS's display order, with the CMS's titles: a
 * service created in the admin appears here with no code change. While the
 * CMS cannot be read, the services the site was first published with (the
 * seed's list) keep the menu useful.
 */
async function serviceItems(locale: Locale): Promise<ServiceMenuItem[]> {
  const fromCms = (await getServiceLinks(locale)).value
  const services =
    fromCms.length > 0
      ? fromCms
      : BUILT_IN_SERVICES.map((service) => ({
          slug: service.slug,
          title: service[locale].title,
          subtitle: service[locale].subtitle,
          iconName: service.icon_name,
        }))
  return services.map((service) => ({
    slug: service.slug,
    href: localizePath(servicePath(service.slug), locale),
    title: service.title,
    subtitle: service.subtitle,
    iconName: service.iconName,
  }))
}

async function storyItems(locale: Locale, tryNow: string): Promise<StoryMenuItem[]> {
  const stories = (await getActiveStories(locale)).value
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

/**
 * The header's search beside the navigation from 1024 px (it opens over the
 * navigation; up to 1087 px the header's gaps and padding are tighter so the
 * closed button fits beside the English navigation, HeaderFrame.tsx) and at
 * the top of the mobile menu, shown below 1024 px.
 */
function siteSearch(
  locale: Locale,
  labels: { label: string; placeholder: string; submit: string },
) {
  const action = localizePath(SEARCH_PATH, locale)
  return {
    header: <HeaderSearchForm action={action} labels={labels} className="hidden lg:block" />,
    menu: <SearchForm action={action} look="menu" id="menu-search" labels={labels} />,
  }
}

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, tSearch, tMeta, settings, navigation] = await Promise.all([
    getTranslations({ locale, namespace: 'shell' }),
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'meta' }),
    getSiteSettings(locale).then((read) => read.value),
    getNavigation(locale),
  ])
  const entryTypes = new Set(navigation.header.map((entry) => entry.type))
  const [services, stories] = await Promise.all([
    entryTypes.has('services') ? serviceItems(locale) : [],
    entryTypes.has('stories') ? storyItems(locale, t('nav.tryNow')) : [],
  ])
  const company = settings.companyName || tMeta('siteTitle')
  const newTab = t('nav.newTab')
  const allServicesHref = localizePath(PAGES.whatWeDo.path, locale)
  const storyLabels = { newTab, empty: t('nav.noStories'), hint: t('nav.storiesHint') }

  const items: HeaderItem[] = navigation.header.map((entry, index): HeaderItem => {
    const id = `${entry.type}-${index}`
    switch (entry.type) {
      case 'link':
        return { kind: 'link', id, link: { ...entry.link, label: entry.label } }
      case 'menu':
        return {
          kind: 'menu',
          id,
          label: entry.label,
          sections: entry.links.flatMap((link) =>
            link.external ? [] : [splitLocalePath(link.href).path],
          ),
          width: entry.columns === 3 ? 'wide' : entry.columns === 2 ? 'medium' : 'narrow',
          panel: <LinksMenu links={entry.links} columns={entry.columns} newTab={newTab} />,
          mobilePanel: <LinksMenuMobile links={entry.links} newTab={newTab} />,
        }
      case 'services':
        return {
          kind: 'menu',
          id,
          label: entry.label,
          sections: [PAGES.whatWeDo.path],
          width: 'wide',
          panel: (
            <ServicesMenu
              services={services}
              allHref={allServicesHref}
              allLabel={t('nav.allServices')}
              hint={t('nav.allServicesHint', { count: services.length })}
            />
          ),
          mobilePanel: (
            <ServicesMenuMobile
              services={services}
              allHref={allServicesHref}
              allLabel={t('nav.allServices')}
            />
          ),
        }
      case 'stories':
        return {
          kind: 'menu',
          id,
          label: entry.label,
          sections: ['/success-stories'],
          width: 'medium',
          panel: <StoriesMenu stories={stories} labels={storyLabels} />,
          mobilePanel: <StoriesMenuMobile stories={stories} labels={storyLabels} />,
        }
    }
  })

  return (
    <HeaderFrame
      brand={
        // On a 320 px phone the brand and the controls filled the row to the pixel, and a browser
        // drawing text a little wider pushed it over: below 360 px the name is a point smaller.
        <IntentLink
          href={localizePath(PAGES.home.path, locale)}
          aria-label={t('nav.homeLink', { company })}
          className="flex shrink-0 items-center gap-2 rounded-md text-base font-bold tracking-tight max-[360px]:text-[15px] whitespace-nowrap sm:gap-2.5 sm:text-lg xl:text-xl rtl:tracking-normal"
        >
          <BrandMark
            className="size-8 text-brand-soft group-data-[solid]/header:text-ink"
            leafClassName="fill-teal-300 group-data-[solid]/header:fill-teal-600"
          />
          {company}
        </IntentLink>
      }
      items={items}
      languageToggle={
        <LanguageToggle
          locale={locale}
          short={t('language.short')}
          label={t('language.switchTo')}
        />
      }
      search={siteSearch(locale, {
        label: tSearch('label'),
        placeholder: tSearch('placeholder'),
        submit: tSearch('submit'),
      })}
      cta={navigation.cta}
      labels={{ nav: t('nav.label'), menu: t('nav.menu'), newTab }}
    />
  )
}
