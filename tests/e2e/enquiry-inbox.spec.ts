import { expect, test, type Locator, type Page } from '@playwright/test'

import { clickUntil, createStaffAccount, signInToDashboard } from '../support/admin'
import { postEnquiry } from '../support/raw-http'
import { shotAtBothWidths } from '../support/shots'

/**
 * The enquiry inbox as a sales user works it, in both admin languages: the
 * number of new enquiries on the dashboard, one click to a status, e-mail and
 * phone as links (the phone left to right in Arabic), a note, a status and an
 * assignee saved, and the history naming who did it and when.
 */

const LANGUAGES = [
  {
    code: 'en',
    newLabel: 'New',
    answered: 'Answered',
    inProgress: 'In progress',
    assignToMe: 'Assign to me',
    changedStatus: 'changed the status',
    addedNote: 'added a note',
    zone: 'Times in Kuwait time',
  },
  {
    code: 'ar',
    newLabel: 'جديد',
    answered: 'تم الرد',
    inProgress: 'قيد المتابعة',
    assignToMe: 'أسندها إليّ',
    changedStatus: 'غيّر الحالة',
    addedNote: 'أضاف ملاحظة',
    zone: 'الأوقات بتوقيت الكويت',
  },
] as const

async function sendEnquiry(baseURL: string, subject: string, email: string) {
  const posted = await postEnquiry(baseURL, {
    name: 'Sara Al-Sabah',
    mobile: '22204400',
    email,
    company: 'Gulf Retail',
    subject,
    message: 'Please call us back.',
  })
  // Stored: the plain form post is answered with a redirect to the success copy.
  expect(posted.status).toBe(303)
}

// Staff work in Kuwait: their browsers show Payload's own dates in Kuwait time, like the history.
test.use({ timezoneId: 'Asia/Kuwait' })

for (const language of LANGUAGES) {
  test(`a sales user works the inbox (${language.code})`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000)
    const salesName = `Yousef ${language.code.toUpperCase()} ${Date.now() % 100000}`
    const sales = await createStaffAccount(request, 'sales', salesName)
    const subject = `Inbox ${language.code} ${Date.now()}`
    const email = `sara-${language.code}@example.com`
    await sendEnquiry(baseURL!, subject, email)

    await page.context().addCookies([{ name: 'payload-lng', value: language.code, url: baseURL! }])
    await signInToDashboard(page, sales.email, sales.password)

    // The dashboard: how many are new, one click to them.
    const count = page.getByTestId('new-enquiries-count')
    await expect(count).toHaveText(/^\d+$/)
    expect(Number(await count.textContent())).toBeGreaterThanOrEqual(1)
    await shotAtBothWidths(page, `dashboard-sales-${language.code}`)
    await page.locator('a.new-enquiries__link').click()
    await expect(page).toHaveURL(/status.*equals.*=new/)
    const statusCells = page.locator('tbody td.cell-status')
    await expect(statusCells.first()).toBeVisible()
    for (const text of await statusCells.allTextContents()) expect(text).toBe(language.newLabel)

    // One click per status, above the list.
    const filter = page.locator('nav.enquiry-status-filter')
    await chooseStatus(
      page,
      filter.getByRole('link', { name: language.answered }),
      /equals.*=answered/,
    )
    await expect(filter.getByRole('link', { name: language.answered })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.locator('tbody tr').filter({ hasText: subject })).toHaveCount(0)
    // Enquiries come from the contact form only: nobody creates one in the admin.
    await expect(page.locator('a[href$="/collections/contact-submissions/create"]')).toHaveCount(0)
    await chooseStatus(
      page,
      filter.getByRole('link', { name: language.newLabel, exact: true }),
      /equals.*=new/,
    )
    await shotAtBothWidths(page, `enquiries-new-${language.code}`)

    // Mail and phone links in the list, left to right.
    await page.goto(`/admin/collections/contact-submissions?search=${encodeURIComponent(subject)}`)
    // The subject is not a column; the search finds this one enquiry.
    const row = page.locator('tbody tr')
    await expect(row).toHaveCount(1)
    await expect(row.locator(`a[href="mailto:${email}"]`)).toHaveAttribute('dir', 'ltr')
    await expect(row.locator('a[href="tel:+96522204400"]')).toHaveText('+965 22204400')

    // The enquiry itself.
    await row.locator('a').first().click()
    const phone = page.locator('a.enquiry-contact-link[data-field="full_mobile"]')
    await expect(phone).toHaveAttribute('href', 'tel:+96522204400')
    expect(await phone.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
    await expect(page.locator('a.enquiry-contact-link[data-field="email"]')).toHaveAttribute(
      'href',
      `mailto:${email}`,
    )
    if (language.code === 'ar') {
      // Read left to right, the number keeps its order on screen: the "+965" comes first.
      const box = await phone.boundingBox()
      const plus = await phone.evaluate((element) => {
        const range = document.createRange()
        range.setStart(element.firstChild!, 0)
        range.setEnd(element.firstChild!, 4)
        return range.getBoundingClientRect().left
      })
      expect(plus).toBeLessThan(box!.x + box!.width / 2)
    }

    // Note, status and assignee, saved together.
    const note = `Called ${subject}; demo on Sunday.`
    await page.locator('textarea#field-note').fill(note)
    await page.locator('#field-status').click()
    await page.locator('.rs__option', { hasText: language.inProgress }).click()
    // One click takes it; the button goes once it is theirs.
    const assignToMe = page.getByRole('button', { name: language.assignToMe })
    await assignToMe.click()
    await expect(page.locator('#field-assignee')).toContainText(sales.email)
    await expect(assignToMe).toHaveCount(0)
    await page.locator('#field-assignee').click()
    // Staff accounts are listed by their e-mail address, a page at a time:
    // typing part of it finds one among many (the run has a staff account per worker).
    await page.locator('#field-assignee input').pressSequentially(sales.email.split('@')[0])
    await page.locator('.rs__option', { hasText: sales.email }).click()
    const saved = page.waitForResponse(
      (response) =>
        /\/api\/contact-submissions\/\d+/.test(response.url()) &&
        response.request().method() === 'PATCH',
    )
    await page.locator('#action-save').click()
    expect((await saved).status()).toBe(200)

    // The history: who, what and when, in Kuwait time.
    const history = page.locator('section.enquiry-history')
    await expect(history).toContainText(language.zone)
    const noteEntry = history.locator('li[data-kind="note"]').first()
    await expect(noteEntry).toContainText(note)
    await expect(noteEntry.locator('p')).toHaveAttribute('dir', 'auto')
    await expect(noteEntry).toContainText(salesName)
    await expect(noteEntry).toContainText(language.addedNote)
    await expect(noteEntry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
    const statusEntry = history.locator('li[data-kind="status"]').first()
    await expect(statusEntry).toContainText(language.changedStatus)
    await expect(statusEntry).toContainText(language.inProgress)
    await expect(history.locator('li[data-kind="assignee"]').first()).toContainText(salesName)
    // The box is empty once its note is saved, and the next save records the note no second time.
    await expect(page.locator('textarea#field-note')).toHaveValue('')
    await page.locator('#field-status').click()
    await page.locator('.rs__option', { hasText: language.answered }).click()
    const savedAgain = page.waitForResponse(
      (response) =>
        /\/api\/contact-submissions\/\d+/.test(response.url()) &&
        response.request().method() === 'PATCH',
    )
    await page.locator('#action-save').click()
    expect((await savedAgain).status()).toBe(200)
    await expect(history.locator('li[data-kind="status"]')).toHaveCount(2)
    await expect(history.locator('li[data-kind="note"]', { hasText: note })).toHaveCount(1)
    // After a reload the server's record is what shows.
    await page.reload()
    await expect(
      page.locator('section.enquiry-history li[data-kind="note"]').first(),
    ).toContainText(note)
    await expect(page.locator('textarea#field-note')).toHaveValue('')
    // The assignee by name, the e-mail after it.
    await expect(page.locator('#field-assignee')).toContainText(`${salesName} — ${sales.email}`)

    // On a phone the enquiry opens with its status and assignee; the copies follow the enquiry.
    const size = page.viewportSize()!
    await page.setViewportSize({ width: 390, height: 844 })
    const top = async (selector: string) => (await page.locator(selector).boundingBox())!.y
    const nameTop = await top('#field-name')
    expect(await top('#field-status')).toBeLessThan(nameTop)
    expect(await top('#field-assignee')).toBeLessThan(nameTop)
    expect(await top('#field-delivery_status')).toBeGreaterThan(nameTop)
    // Nothing wider than the phone: the header's account button stays on screen.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.locator('.app-header__account')).toBeInViewport({ ratio: 1 })
    await page.setViewportSize(size)
    await shotAtBothWidths(page, `enquiry-${language.code}`)
  })
}

/** Follows a status link of the list's filter (clickUntil: the list re-renders after each query). */
async function chooseStatus(page: Page, link: Locator, address: RegExp) {
  await clickUntil(
    `the inbox at ${address}`,
    () => link.click({ timeout: 3_000 }),
    () => address.test(page.url()),
  )
}
