import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { forgetFailedLogins, throttleLogin } from '@/cms/auth/login-throttle'

import { startTestPayload } from '../support/payload'

/**
 * The data model the site and its REST readers rely on, entity by entity. `x_ar` columns are the Arabic locale of the
 * localized field `x`; `created_at`/`updated_at` are Payload's timestamps;
 * success_stories_content lives in the success-stories document.
 */
const SPEC: Record<string, { fields: string[]; localized: string[] }> = {
  services: {
    fields: [
      'slug',
      'icon_name',
      'icon_bg',
      'icon_color',
      'image_storage_path',
      'image_url',
      'display_order',
    ],
    localized: ['title', 'subtitle', 'description', 'service_name'],
  },
  'success-stories': {
    fields: [
      'slug',
      'external_url',
      'logo_url',
      'display_order',
      'is_active',
      'gradient_from',
      'gradient_to',
      'results_background_color',
      'hero_cta_url',
      'features',
      'additional_sections',
      'results_stats',
      'cta_primary_url',
      'cta_secondary_url',
    ],
    localized: [
      'title',
      'description',
      'external_button_text',
      'hero_title',
      'hero_subtitle',
      'hero_description',
      'hero_cta_text',
      'overview_title',
      'overview_description',
      'features_title',
      'results_title',
      'results_subtitle',
      'cta_title',
      'cta_description',
      'cta_primary_text',
      'cta_secondary_text',
    ],
  },
  'team-members': {
    fields: ['is_ceo', 'image_storage_path', 'image_url', 'createdAt'],
    localized: ['name', 'position'],
  },
  testimonials: {
    fields: [
      'logo_url',
      'logo_storage_path',
      'logo_file_name',
      'display_order',
      'is_active',
      'createdAt',
      'updatedAt',
      'file_size',
      'upload_date',
    ],
    localized: ['quote', 'author_name', 'author_position'],
  },
  'hero-slides': {
    fields: ['button_link', 'video_url', 'video_storage_path', 'display_order', 'is_active'],
    localized: ['title', 'subtitle', 'button_text'],
  },
  features: {
    fields: ['icon_name', 'display_order', 'is_active', 'createdAt', 'updatedAt', 'status'],
    localized: ['title', 'description'],
  },
  'blog-posts': {
    fields: ['image_url', 'published_at', 'slug', 'status', 'tags'],
    localized: ['title', 'excerpt', 'content', 'meta_description'],
  },
  'contact-submissions': {
    fields: [
      'name',
      'mobile',
      'email',
      'company',
      'employees',
      'subject',
      'message',
      'full_mobile',
      'country_code',
      'submitted_at',
      'status',
    ],
    localized: [],
  },
  pages: { fields: ['page_slug'], localized: ['title', 'keywords'] },
}

const ARRAY_ITEMS: Record<string, { fields: string[]; localized: string[] }> = {
  features: { fields: ['icon', 'color'], localized: ['title', 'description'] },
  results_stats: { fields: ['icon', 'color', 'value'], localized: ['label'] },
  additional_sections: { fields: ['type', 'background', 'items'], localized: ['title'] },
}

let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
})
afterAll(async () => stop?.())

type AnyField = { name?: string; localized?: boolean; flattenedFields?: AnyField[]; type: string }

const fieldsOf = (slug: string): AnyField[] =>
  payload.collections[slug as keyof typeof payload.collections].config.flattenedFields as AnyField[]

describe('data model', () => {
  it.each(Object.entries(SPEC))('%s has every field of the spec', (slug, spec) => {
    const fields = fieldsOf(slug)
    const byName = new Map(fields.map((field) => [field.name, field]))
    for (const name of spec.fields) expect(byName.has(name), `${slug}.${name}`).toBe(true)
    for (const name of spec.localized) {
      expect(byName.get(name)?.localized, `${slug}.${name} (and ${name}_ar) is localized`).toBe(
        true,
      )
    }
  })

  it('story list items carry Arabic title, description and label', () => {
    const fields = new Map(fieldsOf('success-stories').map((field) => [field.name, field]))
    for (const [array, spec] of Object.entries(ARRAY_ITEMS)) {
      const items = new Map(
        (fields.get(array)?.flattenedFields ?? []).map((field) => [field.name, field]),
      )
      for (const name of spec.fields) expect(items.has(name), `${array}.${name}`).toBe(true)
      for (const name of spec.localized)
        expect(items.get(name)?.localized, `${array}.${name}`).toBe(true)
    }
  })

  it('has the four storage buckets as upload collections, and staff users', () => {
    for (const bucket of ['service-images', 'team-images', 'logo-testimonials', 'hero-videos']) {
      expect(payload.collections[bucket as 'service-images'].config.upload, bucket).toBeTruthy()
    }
    // No per-account lock (anybody could lock staff out with it): failed sign-ins
    // are limited per account and address (src/cms/auth/login-throttle.ts).
    const users = payload.collections.users.config
    expect(users.auth).toMatchObject({ maxLoginAttempts: 0 })
    expect(users.hooks.beforeOperation).toContain(throttleLogin)
    expect(users.hooks.afterLogin).toContain(forgetFailedLogins)
  })

  it('has the site-settings global with offices, social and product links', async () => {
    const global = payload.config.globals.find((candidate) => candidate.slug === 'site-settings')
    expect(global).toBeDefined()
    const names = (global!.flattenedFields as AnyField[]).map((field) => field.name)
    for (const name of [
      'company_name',
      'email',
      'phone',
      'commercial_registration',
      'kuwait_office',
      'abu_dhabi_office',
      'social',
      'products',
    ]) {
      expect(names).toContain(name)
    }
  })

  it('declares English and right-to-left Arabic locales with fallback', () => {
    const localization = payload.config.localization
    expect(localization && localization.defaultLocale).toBe('en')
    expect(localization && localization.fallback).toBe(true)
    const ar = localization && localization.locales.find((locale) => locale.code === 'ar')
    expect(ar).toMatchObject({ rtl: true })
  })
})
