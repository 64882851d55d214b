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
