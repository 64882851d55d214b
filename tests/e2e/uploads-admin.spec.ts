import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { gotoAdmin, signInToAdmin } from '../support/admin'
import { shot } from '../support/shots'

/**
 * What a staff member sees when an upload is refused, in the admin they use:
 * the real reason (type or size, with what the bucket takes), in English or
 * Arabic, never "An unknown error occurred.".
 */

// One sign-in of the shared account at a time (see gotoAdmin).
test.describe.configure({ mode: 'serial' })

const MB = 1024 * 1024
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
// A PNG signature followed by padding: its type is right, its size is not.
const BIG_PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6 * MB)])
const DOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const LANGUAGES = [
  {
    code: 'en',
    gif: 'This file type (image/gif) is not allowed here. Upload JPEG, PNG, WebP, AVIF or SVG.',
    text: 'This file type (text/plain) is not allowed here. Upload JPEG, PNG, WebP, AVIF or SVG.',
    image: 'This file is too large (6.0 MB). The limit is 5 MB.',
    video: /^This file is too large \(51\.\d MB\)\. The limit is 50 MB\.$/,
    limits:
      'JPEG, PNG, WebP, AVIF or SVG, up to 25 MB and 40 megapixels; a picture over 5 MB is made smaller',
    inUse:
      /^This file is still used by Service “.+”\. Choose another file there first, then delete this one\.$/,
    englishFirst:
      'A new picture needs its alt text in English. Switch the content language to English to upload it, then add the Arabic.',
  },
  {
    code: 'ar',
    gif: 'نوع هذا الملف (image/gif) غير مسموح به هنا. ارفع ملف JPEG أو PNG أو WebP أو AVIF أو SVG.',
    text: 'نوع هذا الملف (text/plain) غير مسموح به هنا. ارفع ملف JPEG أو PNG أو WebP أو AVIF أو SVG.',
    image: 'هذا الملف كبير جدًا (6.0 ميغابايت). الحد الأقصى 5 ميغابايت.',
    video: /^هذا الملف كبير جدًا \(51\.\d ميغابايت\)\. الحد الأقصى 50 ميغابايت\.$/,
    limits:
      'JPEG أو PNG أو WebP أو AVIF أو SVG، حتى 25 ميغابايت و40 ميغابكسل، وتُصغَّر الصورة التي تزيد على 5 ميغابايت',
    inUse: /^هذا الملف ما زال مستخدمًا في خدمة «.+»\. اختر ملفًا آخر هناك أولًا، ثم احذف هذا الملف\.$/,
    englishFirst:
      'تحتاج الصورة الجديدة إلى نصها البديل بالإنجليزية. بدّل لغة المحتوى إلى الإنجليزية لرفعها، ثم أضف النص العربي.',
  },
] as const

type Upload = { name: string; mimeType: string; buffer: Buffer } | string

/** Chooses a file in a bucket's create form, saves, and returns the API's status and the toast. */
async function uploadAndSave(
  page: Page,
  bucket: string,
  file: Upload,
  alt?: string,
  contentLanguage: 'en' | 'ar' = 'en',
) {
  await gotoAdmin(page, `/admin/collections/${bucket}/create?locale=${contentLanguage}`)
  await page.locator('input[type="file"]').setInputFiles(file)
  if (alt) await page.locator('#field-alt').fill(alt)
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/${bucket}`) && response.request().method() === 'POST',
  )
  await page.locator('#action-save').click()
  return (await answer).status()
}

for (const language of LANGUAGES) {
  test.describe(`upload refusals in the ${language.code} admin`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await signInToAdmin(page)
      await page
        .context()
        .addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    })

    test('a GIF, a text file and an oversize picture each say why', async ({ page }) => {
      const toasts = page.locator('.payload-toast-container')

      const gif = { name: 'animation.gif', mimeType: 'image/gif', buffer: GIF }
      expect(await uploadAndSave(page, 'service-images', gif, 'An animation')).toBe(400)
      await expect(toasts.getByText(language.gif, { exact: true })).toBeVisible()

      const text = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') }
      expect(await uploadAndSave(page, 'team-images', text, 'Notes')).toBe(400)
      await expect(toasts.getByText(language.text, { exact: true })).toBeVisible()

      const big = { name: 'poster.png', mimeType: 'image/png', buffer: BIG_PNG }
      expect(await uploadAndSave(page, 'blog-images', big, 'A poster')).toBe(413)
      await expect(toasts.getByText(language.image, { exact: true })).toBeVisible()

      await expect(toasts).not.toContainText('unknown error')
      await expect(toasts).not.toContainText('غير معروف')
      await shot(page, `upload-refusal-${language.code}`)
    })

    test('a new picture uploaded in the Arabic content language asks for its English alt text', async ({
      page,
    }) => {
      const dot = { name: 'arabic-first.png', mimeType: 'image/png', buffer: DOT_PNG }
      expect(await uploadAndSave(page, 'team-images', dot, 'نقطة خضراء', 'ar')).toBe(400)
      await expect(
        page.locator('.payload-toast-container').getByText(language.englishFirst, { exact: true }),
      ).toBeVisible()
      await shot(page, `upload-english-first-${language.code}`)
      // In English the same picture is taken.
      expect(await uploadAndSave(page, 'team-images', dot, 'A green dot')).toBe(201)
    })

    test('the limits are said before a file is chosen; a picture in use is kept, and where it is used is said', async ({
      page,
    }) => {
      await gotoAdmin(page, '/admin/collections/service-images/create')
      await expect(page.locator('.upload-limits')).toHaveText(language.limits)
      await shot(page, `upload-limits-${language.code}`)

      // A seeded service's picture: the delete is refused, naming the service.
      await gotoAdmin(page, '/admin/collections/service-images')
      await page.locator('.table tbody tr a').first().click()
      await expect(page.locator('#field-alt')).toBeVisible()
      const address = page.url()
      await page.locator('.doc-controls__dots').click()
      await page.locator('#action-delete').click()
      const answer = page.waitForResponse((response) => response.request().method() === 'DELETE')
      await page.locator('#confirm-action').click()
      expect((await answer).status()).toBe(409)
      await expect(page.locator('.payload-toast-container').getByText(language.inUse)).toBeVisible()
      await page.goto(address)
      await expect(page.locator('#field-alt')).toBeVisible()
    })

    test('a video over every limit is stopped with the limit named', async ({ page }) => {
      // Playwright hands files over 50 MB to the browser by path.
      const dir = mkdtempSync(path.join(tmpdir(), 'upload-'))
      const video = path.join(dir, 'long-take.mp4')
      writeFileSync(video, Buffer.alloc(51 * MB))
      try {
        expect(await uploadAndSave(page, 'hero-videos', video)).toBe(413)
        await expect(
          page.locator('.payload-toast-container').getByText(language.video),
        ).toBeVisible()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  })
}
