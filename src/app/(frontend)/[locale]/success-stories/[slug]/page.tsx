import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { buttonClass } from '@/components/Button'
import { routing, type Locale } from '@/i18n/routing'
import { DEFAULT_LOGO } from '@/lib/data'
import { DOCUMENT_PAGES, localizePath } from '@/lib/routes'
import { missingPageMetadata, pageMetadata } from '@/lib/seo'
import { NotFoundSignal } from '@/sections/blog/NotFoundSignal'
import { getActiveStorySlugs, getStory, valueOrThrow } from '@/lib/data'
import { storyMetaDescription } from '@/sections/success-stories/logic'
import { MissingPage } from '@/components/MissingPage'
/*
 * The parts of a success-story page (docs/PRODUCT.md, Success story pages): gradient hero with logo,
 * overview, features grid, optional who-we-serve sections, results on the
 * story's colour, closing call to action. Colours come from the CMS; text on
 * them switches between white and ink to keep WCAG contrast.
 */
import { StoryCta } from '@/sections/success-stories/StoryCta'
import { StoryFeatures } from '@/sections/success-stories/StoryFeatures'
import { StoryHero } from '@/sections/success-stories/StoryHero'
import type { StoryLabels } from '@/sections/success-stories/story-labels'
import { StoryOverview } from '@/sections/success-stories/StoryOverview'
import { StoryResults } from '@/sections/success-stories/StoryResults'
import { StoryWhoWeServe } from '@/sections/success-stories/StoryWhoWeServe'
import { SLUG_PATTERN as SLUG } from '@/lib/slug'
import { pagesAtBuild } from '@/lib/stock-mode'

type Props = { params: Promise<{ locale: string; slug: string }> }

/**
 * Every active story is prerendered in both languages; a story activated
 * later renders on its first request (dynamicParams). Staff edits revalidate
 * the site (src/cms/hooks/revalidate.ts).
 */
export const generateStaticParams = pagesAtBuild(async (): Promise<{ slug: string }[]> => {
  return (await getActiveStorySlugs()).value.map((slug) => ({ slug }))
})

/** The story, or null (unknown, inactive); a failed read shows the page's error state. */
const findStory = async (locale: Locale, slug: string) =>
  SLUG.test(slug) && slug.length <= 200
    ? valueOrThrow(await getStory(locale, slug), 'success story')
    : null

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  setRequestLocale(locale)
  const story = await findStory(locale, slug)
  if (!story) {
    const t = await getTranslations({ locale, namespace: 'stories.notFound' })
    return missingPageMetadata(t('short'), t('message'))
  }
  return pageMetadata({
    locale,
    path: DOCUMENT_PAGES.successStory.path(story.slug),
    title: story.title,
    seo: story.seo,
    description: storyMetaDescription({
      heroDescription: story.hero.description,
      description: story.description,
      overviewDescription: story.overview.description,
    }),
  })
}

/** A success story (docs/PRODUCT.md, Success story pages): hero, overview, features, who-we-serve, results, call to action. */
export default async function SuccessStoryPage({ params }: Props) {
  const { locale, slug } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [t, story] = await Promise.all([
    getTranslations({ locale, namespace: 'stories' }),
    findStory(locale, slug),
  ])

  if (!story) {
    return (
      <>
        <MissingPage
          title={t('notFound.title')}
          message={t('notFound.message')}
          action={
            <a
              href={localizePath('/', locale)}
              className={buttonClass({ variant: 'primary', onDark: true })}
            >
              {t('notFound.home')}
            </a>
          }
        />
        <NotFoundSignal />
      </>
    )
  }

  const labels: StoryLabels = {
    eyebrow: t('eyebrow'),
    tryNow: t('tryNow'),
    newTab: t('newTab'),
    logoAlt: t('logoAlt', { title: story.title }),
    featuresFallback: t('featuresFallback'),
    resultsFallback: t('resultsFallback'),
  }

  return (
    <main id="main">
      <StoryHero story={story} labels={labels} logoFallback={DEFAULT_LOGO} />
      <StoryOverview story={story} />
      <StoryFeatures story={story} labels={labels} />
      {story.sections.map((section) => (
        <StoryWhoWeServe key={section.id} section={section} />
      ))}
      <StoryResults story={story} labels={labels} />
      <StoryCta story={story} locale={locale} labels={labels} />
    </main>
  )
}
