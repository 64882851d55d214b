import { expect, test, type Page } from '@playwright/test'

import { axeViolations } from '../support/axe'

/**
 * The shared sections any page staff make can hold, as visitors meet them on
 * the seeded example (/careers/engineering, src/content/pages/careers.ts):
 * a picture beside text, rich text, questions and answers with their FAQPage
 * structured data, a video that loads nothing until played, the success
 * stories, the team, testimonials and logos, the latest posts, and a line
 * between sections. Both
 * languages, phone and desktop widths, with and without JavaScript.
 */

const PATH = '/careers/engineering'
const address = (locale: 'en' | 'ar') => (locale === 'en' ? PATH : `/ar${PATH}`)

const COPY = {
  en: {
    imageTitle: 'Both languages from the first sketch',
    imageButton: 'See our work',
    ourWork: '/our-work',
    richHeading: 'What to expect',
    firstQuestion: 'Do I need to speak Arabic?',
    firstAnswer: 'Our teams work in English',
    transcript: 'Read the transcript',
    blogPrefix: '/blog/',
    storyPrefix: '/success-stories/',
  },
  ar: {
    imageTitle: 'اللغتان منذ الرسم الأول',
    imageButton: 'اطّلع على أعمالنا',
    ourWork: '/ar/our-work',
    richHeading: 'ما الذي ينتظرك',
    firstQuestion: 'هل أحتاج إلى التحدث بالعربية؟',
    firstAnswer: 'تعمل فرقنا بالإنجليزية',
    transcript: 'اقرأ النص المكتوب للفيديو',
    blogPrefix: '/ar/blog/',
    storyPrefix: '/ar/success-stories/',
  },
} as const

type FaqData = {
  '@type': string
  mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>
}

async function faqData(page: Page): Promise<FaqData[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts
    .map((text) => JSON.parse(text) as FaqData)
    .filter((data) => data['@type'] === 'FAQPage')
}

for (const locale of ['en', 'ar'] as const) {
  const copy = COPY[locale]

  test(`every shared section draws on the example page (${locale}, desktop)`, async ({ page }) => {
    const answer = await page.goto(address(locale))
    expect(answer?.status()).toBe(200)

    // The picture beside the text: an upload with its alt text, loaded, on the start side.
    const imageText = page.locator('[data-image-text]')
    await expect(imageText.getByRole('heading', { level: 2 })).toHaveText(copy.imageTitle)
    const picture = imageText.locator('img')
    await expect(picture).toHaveAttribute('alt', /.{10,}/)
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const [image, words] = await Promise.all([
      picture.boundingBox(),
      imageText.getByRole('heading', { level: 2 }).boundingBox(),
    ])
    // Start is the left in English and the right in Arabic.
    if (locale === 'en') expect(image!.x).toBeLessThan(words!.x)
    else expect(image!.x).toBeGreaterThan(words!.x)

    await expect(imageText.getByRole('link', { name: copy.imageButton })).toHaveAttribute(
      'href',
      copy.ourWork,
    )

    // Rich text: its heading, list and quote as written.
    const text = page.locator('[data-rich-text]')
    await expect(text.getByRole('heading', { level: 3 })).toHaveText(copy.richHeading)
    await expect(text.locator('li')).toHaveCount(3)
    await expect(text.locator('blockquote')).toHaveCount(1)
    await expect(text.locator('strong')).toHaveCount(1)

    // Questions open in place; the same questions are the page's FAQPage data.
    const faq = page.locator('[data-faq] details')
    await expect(faq).toHaveCount(3)
    await expect(faq.first().getByText(copy.firstAnswer)).toBeHidden()
    await faq.first().locator('summary').click()
    await expect(faq.first().getByText(copy.firstAnswer)).toBeVisible()
    const data = await faqData(page)
    expect(data).toHaveLength(1)
    expect(data[0].mainEntity.map((entry) => entry.name)).toEqual(
      await page.locator('[data-faq] summary').allTextContents(),
    )
    expect(data[0].mainEntity[0].acceptedAnswer.text).toContain(copy.firstAnswer)

    // The video: the browser's player, nothing fetched before it is played, a transcript.
    const video = page.locator('[data-video] video')
    await expect(video).toHaveAttribute('preload', 'none')
    await expect(video).toHaveAttribute('controls', '')
    await expect(video).toHaveAttribute('poster', /\S/)
    await expect(video.locator('source')).toHaveAttribute('src', /\.mp4$/)
    await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4')
    await expect(page.locator('[data-video] summary')).toHaveText(copy.transcript)

    // The success stories and the latest posts, each card one link in the page's language.
    const stories = page.locator('[data-stories-list] a')
    expect(await stories.count()).toBeGreaterThan(0)
    for (const href of await stories.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    ))
      expect(href?.startsWith(copy.storyPrefix), String(href)).toBe(true)
    const posts = page.locator('[data-latest-posts] article a')
    await expect(posts).toHaveCount(3)
    for (const href of await posts.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    ))
      expect(href, String(href)).toMatch(new RegExp(`^${copy.blogPrefix}\\d+$`))

    // The home page's team, testimonials (a grid here, not the carousel) and logo strip.
    await expect(page.getByTestId('team-ceo')).toBeVisible()
    expect(await page.getByTestId('team-grid').locator('li').count()).toBeGreaterThan(0)
    expect(await page.locator('[data-testimonials-grid] figure').count()).toBeGreaterThan(1)
    await expect(page.locator('[data-testimonials-grid] blockquote').first()).not.toBeEmpty()
    await expect(page.getByTestId('partner-strip').locator('img[alt="Khaleej Air"]')).toHaveCount(1)

    // The line between sections is a separator.
    await expect(page.locator('[data-spacer] hr')).toHaveCount(1)

    expect(await axeViolations(page)).toEqual([])
  })

  test(`the shared sections work without JavaScript on a phone (${locale})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    expect((await page.goto(address(locale)))?.status()).toBe(200)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    // On a phone the picture sits above its words.
    const imageText = page.locator('[data-image-text]')
    const [image, words] = await Promise.all([
      imageText.locator('img').boundingBox(),
      imageText.getByRole('heading', { level: 2 }).boundingBox(),
    ])
    expect(image!.y + image!.height).toBeLessThanOrEqual(words!.y)
    // Questions and the transcript open with no script at all.
    const first = page.locator('[data-faq] details').first()
    await first.locator('summary').click()
    await expect(first.getByText(copy.firstAnswer)).toBeVisible()
    await page.locator('[data-video] summary').click()
    await expect(page.locator('[data-video] details p')).toBeVisible()
    await context.close()
  })
}

/**
 * The page hero's backgrounds and the process sections, on the seeded Careers
 * page (a video behind its hero, steps, a timeline) and Engineering (a
 * picture behind its hero, a screenshot gallery).
 */
const CAREERS = {
  en: {
    careers: '/careers',
    engineering: PATH,
    about: '/about',
    secondButton: 'Meet the team',
    pause: 'Pause the background video',
    play: 'Play the background video',
    firstStep: 'You apply',
    timeline: 'A 12-week start',
    firstShot: 'A restaurant’s ordering system',
  },
  ar: {
    careers: '/ar/careers',
    engineering: `/ar${PATH}`,
    about: '/ar/about',
    secondButton: 'تعرّف على الفريق',
    pause: 'إيقاف فيديو الخلفية مؤقتًا',
    play: 'تشغيل فيديو الخلفية',
    firstStep: 'تقدّم طلبك',
    timeline: 'بداية من 12 أسبوعًا',
    firstShot: 'نظام طلبات لمطعم',
  },
} as const

/** The hero's background picture has loaded, as decoration (no alt text), fetched first. */
async function expectBackdrop(page: Page) {
  const picture = page.locator('img[data-hero-picture]')
  await expect(picture).toHaveAttribute('alt', '')
  await expect(picture).toHaveAttribute('fetchpriority', 'high')
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}

for (const locale of ['en', 'ar'] as const) {
  const copy = CAREERS[locale]

  test(`a hero plays its video until paused; steps and a timeline follow (${locale})`, async ({
    page,
  }) => {
    // The suite asks for less motion everywhere; this visitor does not.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    expect((await page.goto(copy.careers))?.status()).toBe(200)
    await expectBackdrop(page)
    const hero = page.locator('.page-hero').first()
    await expect(hero.getByRole('link', { name: copy.secondButton })).toHaveAttribute(
      'href',
      copy.about,
    )
    // The loop: muted, never started by the markup itself, started by its script.
    const video = page.locator('video[data-hero-video]')
    await expect(video).not.toHaveAttribute('autoplay', /.*/)
    await expect(video.locator('source')).toHaveAttribute('src', /\.mp4$/)
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
    const toggle = page.locator('[data-hero-video-toggle]')
    await expect(toggle).toHaveAttribute('aria-label', copy.pause)
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-label', copy.play)
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    await toggle.press('Enter')
    await expect(toggle).toHaveAttribute('aria-label', copy.pause)

    // Steps numbered by place, then the phases with their bars.
    const steps = page.getByTestId('steps').locator('li')
    await expect(steps).toHaveCount(4)
    await expect(steps.first().getByRole('heading', { level: 3 })).toHaveText(copy.firstStep)
    await expect(steps.nth(3)).toContainText('04')
    const timeline = page.getByTestId('timeline')
    await expect(timeline.locator('li')).toHaveCount(3)
    await expect(page.getByText(copy.timeline)).toBeVisible()

    expect(await axeViolations(page)).toEqual([])
  })

  test(`a picture behind the hero and a screenshot gallery (${locale})`, async ({ page }) => {
    expect((await page.goto(copy.engineering))?.status()).toBe(200)
    await expectBackdrop(page)
    await expect(page.locator('video[data-hero-video]')).toHaveCount(0)
    // Cards with pictures: each picture in its card's top, with its words.
    const cardPictures = page.locator('#values [data-card-picture] img')
    await expect(cardPictures).toHaveCount(3)
    for (const alt of await cardPictures.evaluateAll((images) =>
      images.map((image) => image.getAttribute('alt')),
    ))
      expect(alt?.length, String(alt)).toBeGreaterThan(10)
    const shots = page.getByTestId('screenshots').locator('li')
    await expect(shots).toHaveCount(2)
    await expect(shots.first().getByRole('heading', { level: 3 })).toHaveText(copy.firstShot)
    await expect(shots.first().locator('img')).toHaveAttribute('alt', /.{10,}/)
  })

  test(`the hero video stays still without script, on phones and for less motion (${locale})`, async ({
    browser,
  }) => {
    const still = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await still.newPage()
    expect((await page.goto(copy.careers))?.status()).toBe(200)
    await expectBackdrop(page)
    // Nothing moves, so nothing needs a button that could not work.
    await expect(page.locator('[data-hero-video-toggle]')).toHaveCount(0)
    await expect(page.locator('video[data-hero-video]')).toHaveCount(0)
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0)
    await still.close()

    // A phone with script keeps the still too: no video over mobile data.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'no-preference',
    })
    const phonePage = await phone.newPage()
    await phonePage.goto(copy.careers)
    await expectBackdrop(phonePage)
    await phonePage.waitForLoadState('load')
    await phonePage.waitForTimeout(2500)
    await expect(phonePage.locator('video[data-hero-video]')).toHaveCount(0)
    await expect(phonePage.locator('[data-hero-video-toggle]')).toHaveCount(0)
    await phone.close()

    // Asked for less motion, the still stays until the visitor presses play.
    const calm = await browser.newContext({ reducedMotion: 'reduce' })
    const calmPage = await calm.newPage()
    await calmPage.goto(copy.careers)
    const toggle = calmPage.locator('[data-hero-video-toggle]')
    await expect(toggle).toHaveAttribute('aria-label', copy.play)
    expect(
      await calmPage
        .locator('video[data-hero-video]')
        .evaluate((element: HTMLVideoElement) => element.paused),
    ).toBe(true)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-label', copy.pause)
    await calm.close()
  })
}
