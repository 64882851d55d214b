import { expect, test } from '@playwright/test'
import { gotoHydrated } from '../support/hydration'

/**
 * The privacy policy (docs/PRODUCT.md, Privacy policy page): the 16 numbered
 * sections with their titles in both languages, a working table of
 * contents, company facts from the site-settings global, the Arabic
 * rendering's English-prevails notice, and no axe violations.
 */

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    dir: 'ltr',
    updated: 'Last updated: November 29, 2026',
    contents: 'Contents',
    contactUs: 'Contact us',
    titles: [
      'Agreement',
      'Law and jurisdiction',
      'The company',
      'Licence to use',
      'Acceptable use',
      'Clients',
      'User IDs and passwords',
      'Account cancellation and suspension',
      'Content rules',
      'Liability',
      'Breaches',
      'Variation',
      'Severability',
      'Third-party rights',
      'Entire agreement',
      'Company details',
    ],
  },
  {
    locale: 'ar',
    prefix: '/ar',
    dir: 'rtl',
    updated: 'آخر تحديث: 29 نوفمبر 2026',
    contents: 'المحتويات',
    contactUs: 'تواصل معنا',
    titles: [
      'الاتفاق',
      'القانون الواجب التطبيق والاختصاص القضائي',
      'الشركة',
      'ترخيص الاستخدام',
      'الاستخدام المقبول',
      'العملاء',
      'أسماء المستخدمين وكلمات المرور',
      'إلغاء الحسابات وتعليقها',
      'قواعد المحتوى',
      'المسؤولية',
      'المخالفات',
      'التعديل',
      'قابلية الفصل بين الأحكام',
      'حقوق الغير',
      'الاتفاق الكامل',
      'بيانات الشركة',
    ],
  },
] as const

for (const lang of LANGUAGES) {
  const url = `${lang.prefix}/privacy-policy`

  test.describe(`privacy policy ${url}`, () => {
    test('shows exactly 16 numbered sections with the spec’s titles, and the last-updated date', async ({
      page,
    }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang.locale)
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir)
      await expect(page.locator('h1')).toHaveCount(1)
      const headings = page.locator('[data-testid="policy-sections"] > section > h2')
      await expect(headings).toHaveCount(16)
      await expect(headings).toHaveText(lang.titles.map((title, i) => `${i + 1}. ${title}`))
      for (let i = 0; i < 16; i++) {
        await expect(page.locator(`#section-${i + 1}`)).toHaveAttribute(
          'aria-labelledby',
          `section-${i + 1}-title`,
        )
      }
      await expect(page.getByText(lang.updated)).toBeVisible()
      await expect(page).toHaveTitle(
        new RegExp(lang.locale === 'en' ? 'Privacy policy' : 'سياسة الخصوصية'),
      )
    })

    test('the table of contents lists the 16 sections and its links jump to them', async ({
      page,
    }) => {
      // Hydration landing mid-scroll can stop a smooth jump: start from a hydrated page.
      await gotoHydrated(page, url)
      const toc = page.getByRole('navigation', { name: lang.contents })
      const links = toc.getByRole('link')
      await expect(links).toHaveCount(16)
      await expect(links).toHaveText(lang.titles.map((title, i) => `${i + 1}. ${title}`))
      for (let i = 0; i < 16; i++) {
        await expect(links.nth(i)).toHaveAttribute('href', `#section-${i + 1}`)
      }
      // By mouse: a far section comes into view below the fixed header.
      await links.nth(13).click()
      await expect(page).toHaveURL(new RegExp(`${url}#section-14$`))
      const heading14 = page.locator('#section-14-title')
      await expect(heading14).toBeInViewport()
      const headerBottom = await page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom)
      await expect
        .poll(async () => heading14.evaluate((el) => el.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(headerBottom - 1)
      // By keyboard: focus a link and press Enter.
      await links.nth(5).focus()
      // Focusing scrolls the link into view (smoothly): let that finish first.
      await expect(links.nth(5)).toBeInViewport()
      await expect
        .poll(async () => {
          const before = await page.evaluate(() => window.scrollY)
          await page.waitForTimeout(150)
          return (await page.evaluate(() => window.scrollY)) - before
        })
        .toBe(0)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${url}#section-6$`))
      await expect(page.locator('#section-6-title')).toBeInViewport()
    })

    test('states the company facts from site settings', async ({ page, request }) => {
      const settings = await (
        await request.get(`/api/globals/site-settings?locale=${lang.locale}&depth=0`)
      ).json()
      expect(settings.email).toBeTruthy()
      await page.goto(url)
      const details = page.locator('#section-16')
      await expect(details).toContainText(settings.company_name)
      await expect(details).toContainText(settings.commercial_registration)
      await expect(details).toContainText(settings.kuwait_office.address)
      await expect(details).toContainText(settings.abu_dhabi_office.address)
      await expect(details.locator(`a[href="mailto:${settings.email}"]`)).toHaveText(settings.email)
      await expect(details.locator('a[href^="tel:"]')).toHaveText(settings.phone)
      await expect(page.locator('#section-1')).toContainText(settings.company_name)
      await expect(page.locator('#section-2')).toContainText(
        lang.locale === 'en' ? 'laws of the State of Kuwait' : 'لقوانين دولة الكويت',
      )
    })

    test('closes with a questions block linking to the contact page', async ({ page }) => {
      await page.goto(url)
      const band = page.locator('#policy-questions-title').locator('xpath=ancestor::section[1]')
      const contact = band.getByRole('link', { name: lang.contactUs })
      await expect(contact).toHaveAttribute('href', `${lang.prefix}/contact`)
      await contact.click()
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/contact$`))
    })
  })
}

test('the Arabic page says the English text prevails and links to it', async ({ page }) => {
  await page.goto('/ar/privacy-policy')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const notice = page.getByTestId('translation-notice')
  await expect(notice).toContainText('يكون النص الإنجليزي هو المعتمد ويسود')
  const english = notice.getByRole('link', { name: 'اقرأ النص الإنجليزي المعتمد' })
  await expect(english).toHaveAttribute('href', '/privacy-policy')
  await expect(english).toHaveAttribute('hreflang', 'en')
  await english.click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.locator('[data-testid="policy-sections"] > section > h2').first()).toHaveText(
    '1. Agreement',
  )
  // The English text carries no translation notice.
  await expect(page.getByTestId('translation-notice')).toHaveCount(0)
})
