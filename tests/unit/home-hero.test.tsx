import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it } from 'vitest'

import ar from '@/i18n/messages/ar/home.json'
import en from '@/i18n/messages/en/home.json'
import { builtinHeroSlide } from '@/sections/home/content'
import type { HeroSlideView } from '@/sections/home/hero-slide'
import { HeroSlider } from '@/sections/home/HeroSlider'
import { TestimonialsCarousel } from '@/sections/home/TestimonialsCarousel'

/**
 * The server HTML of the hero and testimonials in their error and empty
 * states (docs/PRODUCT.md, Home fallbacks): what a visitor sees when the CMS cannot be read.
 */

const ICONS = { arrow: null, previous: null, next: null, pause: null, play: null }

const view = (locale: 'en' | 'ar'): HeroSlideView => {
  const slide = builtinHeroSlide(locale)
  return { ...slide, href: locale === 'ar' ? '/ar/what-we-do' : '/what-we-do' }
}

/** The full HTML once every lazy part has loaded (as a server render would send it). */
async function render(_locale: 'en' | 'ar', node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<>{node}</>)
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html.replace(/<!--\$-->|<!--\/\$-->|<template[^>]*><\/template>/g, '')
}

describe('hero states', () => {
  it('error: the built-in slide, "Failed to load hero content" and Retry; no video in the HTML', async () => {
    const html = await render(
      'en',
      <HeroSlider
        labels={{ ...en.hero, talk: 'Talk to us' }}
        eyebrow={null}
        frameClass=""
        icons={ICONS}
        locale="en"
        state="error"
        slides={[view('en')]}
        aside={null}
      />,
    )
    expect(html).toContain('Seamless Tech. Real Impact.')
    expect(html).toContain('href="/what-we-do"')
    expect(html).toContain('role="alert"')
    expect(html).toContain('Failed to load hero content')
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/)
    expect(html).not.toContain('<video')
    expect(html.match(/<h1/g)).toHaveLength(1)
  })

  it('error in Arabic', async () => {
    const html = await render(
      'ar',
      <HeroSlider
        labels={{ ...ar.hero, talk: 'تحدّث إلينا' }}
        eyebrow={null}
        frameClass=""
        icons={ICONS}
        locale="ar"
        state="error"
        slides={[view('ar')]}
        aside={null}
      />,
    )
    expect(html).toContain('تقنية سلسة. أثر حقيقي.')
    expect(html).toContain('href="/ar/what-we-do"')
    expect(html).toContain(ar.hero.error)
    expect(html).toContain(ar.hero.retry)
  })

  it('empty: "No hero content available" as the heading, no controls', async () => {
    const html = await render(
      'en',
      <HeroSlider
        labels={{ ...en.hero, talk: 'Talk to us' }}
        eyebrow={null}
        frameClass=""
        icons={ICONS}
        locale="en"
        state="empty"
        slides={[]}
        aside={null}
      />,
    )
    expect(html).toMatch(/<h1[^>]*>No hero content available<\/h1>/)
    expect(html).not.toContain('Next slide')
    expect(html).not.toContain('role="alert"')
  })

  it('ready with several slides: the first slide, controls, progress at 0 and the count', async () => {
    const second = { ...view('en'), id: '2', title: 'Second slide', videoUrl: null }
    const html = await render(
      'en',
      <HeroSlider
        labels={{ ...en.hero, talk: 'Talk to us' }}
        eyebrow={null}
        frameClass=""
        icons={ICONS}
        locale="en"
        state="ready"
        slides={[view('en'), second]}
        aside={null}
      />,
    )
    expect(html).toContain('Seamless Tech. Real Impact.')
    expect(html).not.toContain('Second slide')
    expect(html).toContain('aria-label="Previous slide"')
    expect(html).toContain('aria-label="Pause the slideshow"')
    expect(html).toContain('data-progress="0"')
    expect(html).toContain('aria-label="Go to slide 2"')
    expect(html).not.toContain('Failed to load hero content')
  })
})

describe('testimonials states', () => {
  it('none: "No testimonials available"', async () => {
    expect(
      await render(
        'en',
        <TestimonialsCarousel icons={ICONS} labels={en.testimonials} slides={[]} />,
      ),
    ).toContain('No testimonials available')
    expect(
      await render(
        'ar',
        <TestimonialsCarousel icons={ICONS} labels={ar.testimonials} slides={[]} />,
      ),
    ).toContain(ar.testimonials.empty)
  })

  it('several: the first shown, the rest hidden and inert, one dot each', async () => {
    const html = await render(
      'en',
      <TestimonialsCarousel
        icons={ICONS}
        labels={en.testimonials}
        slides={[<p key="a">First</p>, <p key="b">Second</p>]}
      />,
    )
    expect(html.match(/data-active="true"/g)).toHaveLength(1)
    expect(html).toMatch(/aria-hidden="true" inert=""[^>]*data-active="false"/)
    expect(html.match(/aria-label="Show testimonial \d"/g)).toHaveLength(2)
  })
})
