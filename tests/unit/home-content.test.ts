import { beforeEach, describe, expect, it, vi } from 'vitest'

import { BUILTIN_FEATURES } from '@/sections/home/builtin'
import { DEFAULT_LOGO } from '@/lib/data/logos'
import {
  builtinHeroSlide,
  featureCards,
  heroContent,
  initials,
  teamContent,
  testimonialItems,
} from '@/sections/home/content'
import type { HeroSlide, TeamMember, Testimonial } from '@/lib/data'
import { testimonialLogo } from '@/lib/data/logos'

const find = vi.fn()
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => ({ find }) }))

const ORIGIN = 'https://example.com'

describe('testimonial logo priority', () => {
  it('storage path, then logo_url, then a built-in logo name, then the default logo', () => {
    const all = {
      storageUrl: '/api/logo-testimonials/file/a.webp',
      logoUrl: '/media/b.png',
      logoName: 'kitchen',
    }
    expect(testimonialLogo(all, ORIGIN)).toBe('/api/logo-testimonials/file/a.webp')
    expect(testimonialLogo({ ...all, storageUrl: `${ORIGIN}/api/l/a.webp` }, ORIGIN)).toBe(
      '/api/l/a.webp',
    )
    expect(testimonialLogo({ ...all, storageUrl: null }, ORIGIN)).toBe('/media/b.png')
    expect(testimonialLogo({ ...all, storageUrl: '', logoUrl: '  ' }, ORIGIN)).toBe(
      '/logos/kitchen.svg',
    )
    expect(testimonialLogo({}, ORIGIN)).toBe(DEFAULT_LOGO)
  })

  it('reads a bare logo_url as a built-in name and keeps images on this site', () => {
    expect(testimonialLogo({ logoUrl: 'dining' }, ORIGIN)).toBe('/logos/dining.svg')
    expect(testimonialLogo({ logoUrl: 'https://example.com/x.png?v=2' }, ORIGIN)).toBe('/x.png?v=2')
    // Another site's image would be blocked by the CSP: the next source applies.
    expect(
      testimonialLogo({ logoUrl: 'https://cdn.other.net/x.png', logoName: 'rentals' }, ORIGIN),
    ).toBe('/logos/rentals.svg')
    expect(testimonialLogo({ logoUrl: 'unknown-brand' }, ORIGIN)).toBe(DEFAULT_LOGO)
  })
})

const slide = (over: Partial<HeroSlide> = {}): HeroSlide => ({
  id: '1',
  title: 'A title',
  subtitle: '',
  buttonText: 'Go',
  buttonLink: '/contact',
  videoUrl: null,
  posterUrl: null,
  ...over,
})

describe('home fallbacks', () => {
  it('hero: the read failing gives the built-in slide with the error state; none gives the empty state', () => {
    const failed = heroContent({ ok: false, value: [] }, 'en')
    expect(failed.state).toBe('error')
    expect(failed.slides).toEqual([builtinHeroSlide('en')])
    expect(failed.slides[0]).toMatchObject({
      title: 'Seamless Tech. Real Impact.',
      buttonLink: '/what-we-do',
      videoUrl: '/clip1.mp4',
    })
    expect(builtinHeroSlide('ar').title).toBe('تقنية سلسة. أثر حقيقي.')
    expect(heroContent({ ok: true, value: [] }, 'en')).toEqual({ state: 'empty', slides: [] })
    expect(heroContent({ ok: true, value: [slide()] }, 'en').state).toBe('ready')
  })

  it('features: CMS cards when there are some, else the six built-in cards', () => {
    const cms = [{ id: '9', title: 'Custom', description: 'x', iconName: 'Zap' }]
    expect(featureCards({ ok: true, value: cms }, 'en')).toEqual(cms)
    for (const read of [
      { ok: true as const, value: [] },
      { ok: false as const, value: [] },
    ]) {
      const cards = featureCards(read, 'ar')
      expect(cards).toHaveLength(6)
      expect(cards.map((card) => card.title)).toEqual(BUILTIN_FEATURES.map((f) => f.title.ar))
    }
    expect(featureCards({ ok: false, value: [] }, 'en').map((card) => card.iconName)).toEqual([
      'Monitor',
      'Smartphone',
      'ShoppingCart',
      'Building2',
      'BarChart3',
      'UtensilsCrossed',
    ])
  })

  it('team: the CEO apart from the grid; four built-in members when the read fails or is empty', () => {
    const member = (id: string, isCeo = false): TeamMember => ({
      id,
      name: `Member ${id}`,
      position: 'Engineer',
      isCeo,
      imageUrl: null,
      imageAlt: '',
    })
    const cms = teamContent(
      { ok: true, value: [member('1'), member('2', true), member('3')] },
      'en',
    )
    expect(cms.ceo?.id).toBe('2')
    expect(cms.others.map((m) => m.id)).toEqual(['1', '3'])
    for (const read of [
      { ok: true as const, value: [] },
      { ok: false as const, value: [] },
    ]) {
      const builtin = teamContent(read, 'en')
      expect(builtin.ceo?.position).toMatch(/Chief Executive/)
      expect(builtin.others).toHaveLength(3)
    }
  })

  it('testimonials: active ones from the CMS, else four built-in ones with built-in logos', () => {
    const cms: Testimonial[] = [
      { id: '1', quote: 'q', authorName: 'a', authorPosition: 'p', logoUrl: '/x.svg', logoAlt: '' },
    ]
    expect(testimonialItems({ ok: true, value: cms }, 'en', ORIGIN)).toEqual(cms)
    const builtin = testimonialItems({ ok: false, value: [] }, 'ar', ORIGIN)
    expect(builtin).toHaveLength(4)
    expect(builtin.map((item) => item.logoUrl)).toEqual([
      '/logos/business-suite.svg',
      '/logos/rentals.svg',
      '/logos/kitchen.svg',
      '/logos/dining.svg',
    ])
    expect(builtin[0].quote).toMatch(/[\u0600-\u06FF]/)
    expect(testimonialItems({ ok: true, value: [] }, 'en', ORIGIN)).toHaveLength(4)
  })

  it('monogram initials for members without a photo', () => {
    expect(initials('Yousef Al-Ahmad')).toBe('YA')
    expect(initials('Sara Rahman')).toBe('SR')
    expect(initials('Omar')).toBe('O')
    // Arabic names give Arabic initials, kept apart so they do not join into a word.
    expect(initials('يوسف الأحمد')).toBe('ي أ')
    expect(initials('سارة رحمن')).toBe('س ر')
  })
})

describe('home readers never throw', () => {
  beforeEach(() => {
    find.mockReset()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('answer { ok: false } when the database fails, so the sections use the built-in content', async () => {
    find.mockRejectedValue(new Error('database unavailable'))
    const data = await import('@/lib/data')
    for (const reader of [
      data.getHeroSlides,
      data.getFeatures,
      data.getTeam,
      data.getTestimonials,
    ]) {
      await expect(reader('en')).resolves.toEqual({ ok: false, value: [] })
    }
  })

  it('read as an anonymous visitor with the spec filters and order', async () => {
    find.mockResolvedValue({ docs: [] })
    const data = await import('@/lib/data')
    await data.getHeroSlides('ar')
    await data.getFeatures('ar')
    await data.getTeam('ar')
    await data.getTestimonials('ar')
    const calls = find.mock.calls.map(([args]) => args)
    expect(calls.every((args) => args.overrideAccess === false && args.locale === 'ar')).toBe(true)
    // Arabic asks each twice: as shown (falling back to English) and as written, to mark the fallbacks.
    const asked = (fallbackLocale: 'en' | false) =>
      calls
        .filter((args) => args.fallbackLocale === fallbackLocale)
        .map((args) => [args.collection, args.sort, args.where])
    const expected = [
      ['hero-slides', 'display_order', { is_active: { equals: true } }],
      ['features', 'display_order', { status: { equals: true } }],
      ['team-members', 'createdAt', undefined],
      ['testimonials', 'display_order', { is_active: { equals: true } }],
    ]
    expect(asked('en')).toEqual(expected)
    expect(asked(false)).toEqual(expected)
    expect(calls).toHaveLength(8)
  })

  it('map CMS documents: uploaded media first, then the URL fields', async () => {
    const data = await import('@/lib/data')
    find.mockResolvedValueOnce({
      docs: [
        {
          id: 3,
          title: 'T',
          subtitle: null,
          button_text: 'B',
          button_link: '/contact',
          video_storage_path: { url: '/api/hero-videos/file/v.mp4' },
          video_url: '/other.mp4',
        },
      ],
    })
    await expect(data.getHeroSlides('en')).resolves.toEqual({
      ok: true,
      value: [
        {
          id: '3',
          title: 'T',
          subtitle: '',
          buttonText: 'B',
          buttonLink: '/contact',
          videoUrl: '/api/hero-videos/file/v.mp4',
          posterUrl: null,
        },
      ],
    })
    find.mockResolvedValueOnce({
      docs: [
        {
          id: 4,
          quote: 'Q',
          author_name: 'N',
          author_position: 'P',
          logo_storage_path: null,
          logo_url: 'kitchen',
          logo_file_name: null,
        },
      ],
    })
    const testimonials = await data.getTestimonials('en')
    expect(testimonials.value[0].logoUrl).toBe('/logos/kitchen.svg')
    // Payload answers absolute upload URLs when SERVER_URL is set: the site uses the path.
    find.mockResolvedValueOnce({
      docs: [
        {
          id: 5,
          name: 'N',
          position: 'P',
          is_ceo: true,
          image_storage_path: {
            url: 'http://localhost:3000/api/team-images/file/a.webp',
            alt: 'A',
          },
        },
      ],
    })
    const team = await data.getTeam('en')
    expect(team.value[0]).toMatchObject({
      imageUrl: '/api/team-images/file/a.webp',
      imageAlt: 'A',
      isCeo: true,
    })
  })
})
