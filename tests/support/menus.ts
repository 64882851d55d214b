import { expect } from '@playwright/test'

import { staffApi } from './site-api'

/** The menus global through the REST API the admin uses: read, written per language, put back. */

export type Navigation = Record<string, unknown> & { legal: unknown[]; header: unknown[] }

export async function readMenus(baseURL: string): Promise<Navigation> {
  const api = await staffApi(baseURL)
  const answer = await api.get('/api/globals/navigation?depth=0&locale=all')
  expect(answer.status()).toBe(200)
  return (await answer.json()) as Navigation
}

export async function writeMenus(
  baseURL: string,
  data: Partial<Navigation>,
  locale: 'en' | 'ar' = 'en',
) {
  const api = await staffApi(baseURL)
  const answer = await api.post(`/api/globals/navigation?depth=0&locale=${locale}`, { data })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** Saved menus read with locale=all hold each localized value as { en, ar }: one language's values. */
export function inLanguage(value: unknown, locale: 'en' | 'ar'): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale))
  if (value && typeof value === 'object') {
    const keys = Object.keys(value)
    if (keys.length > 0 && keys.every((key) => key === 'en' || key === 'ar'))
      return (value as Record<string, unknown>)[locale]
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, inLanguage(inner, locale)]),
    )
  }
  return value
}

/** Puts menus back as they were, in both languages (rows keep their ids, so each gets its Arabic back). */
export async function restoreMenus(baseURL: string, saved: Navigation, fields: string[]) {
  for (const locale of ['en', 'ar'] as const)
    await writeMenus(
      baseURL,
      Object.fromEntries(fields.map((field) => [field, inLanguage(saved[field], locale)])),
      locale,
    )
}
