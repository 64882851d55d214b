import type { Page } from '@playwright/test'

/** Fills the contact page's form as a visitor would, in either language, with this subject. */
export async function fillContactForm(page: Page, subject: string) {
  // Scoped to the form: the footer has a "Company" navigation of its own.
  const form = page.locator('form').filter({ has: page.locator('#company') })
  await form.getByLabel(/^(Name|الاسم)/).fill('Test Visitor')
  await page.locator('select[name="mobile__country"]').selectOption('AE')
  await page.locator('#mobile').fill('501234567')
  await form.getByLabel(/^(E-mail|البريد الإلكتروني)/).fill('visitor@example.com')
  await form.getByLabel(/^(Company|الشركة)/).fill('Visitor Co')
  await page.locator('#employees').selectOption('11-50')
  await form.getByLabel(/^(Subject|الموضوع)/).fill(subject)
  await form.getByLabel(/^(Message|الرسالة)/).fill('Hello from the end-to-end test.')
}
