import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ar from '@/i18n/messages/ar/home.json'
import en from '@/i18n/messages/en/home.json'
import { builtinHeroSlide } from '@/sections/home/content'
import { HeroSlider, type HeroSlideView } from '@/sections/home/HeroSlider'
import { TestimonialsCarousel } from '@/sections/home/TestimonialsCarousel'

/**
 * The server HTML of the hero and testimonials in their error and empty
 * states (spec §4, §8): what a visitor sees when the CMS cannot be read.
 */

const view = (locale: 'en' | 'ar'): HeroSlideView => {
  const slide = builtinHeroSlide(locale)
  return { ...slide, href: locale === 'ar' ? '/ar/what-we-do' : '/what-we-do' }
}

function render(_locale: 'en' | 'ar', node: React.ReactNode) {
  return renderToStaticMarkup(node)
}

describe('hero states', () => {
  it('error: the built-in slide, "Failed to load hero content" and Retry; no video in the HTML', () => {
    const html = render(
      'en',
      <HeroSlider
        labels={en.hero}
        locale="en"
        state="error"
        slides={[view('en')]}
        fallback={view('en')}
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

  it('error in Arabic', () => {
    const html = render(
      'ar',
      <HeroSlider
        labels={ar.hero}
        locale="ar"
        state="error"
        slides={[view('ar')]}
        fallback={view('ar')}
        aside={null}
      />,
    )
    expect(html).toContain('تقنية سلسة. أثر حقيقي.')
    expect(html).toContain('href="/ar/what-we-do"')
    expect(html).toContain(ar.hero.error)
    expect(html).toContain(ar.hero.retry)
  })

  it('empty: "No hero content available" as the heading, no controls', () => {
    const html = render(
      'en',
      <HeroSlider
        labels={en.hero}
        locale="en"
        state="empty"
        slides={[]}
        fallback={view('en')}
        aside={null}
      />,
    )
    expect(html).toMatch(/<h1[^>]*>No hero content available<\/h1>/)
    expect(html).not.toContain('Next slide')
    expect(html).not.toContain('role="alert"')
  })

  it('ready with several slides: the first slide, controls, progress at 0 and the count', () => {
    const second = { ...view('en'), id: '2', title: 'Second slide', videoUrl: null }
    const html = render(
      'en',
      <HeroSlider
        labels={en.hero}
        locale="en"
        state="ready"
        slides={[view('en'), second]}
        fallback={view('en')}
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
  it('none: "No testimonials available"', () => {
    expect(render('en', <TestimonialsCarousel labels={en.testimonials} slides={[]} />)).toContain(
      'No testimonials available',
    )
    expect(render('ar', <TestimonialsCarousel labels={ar.testimonials} slides={[]} />)).toContain(
      ar.testimonials.empty,
    )
  })

  it('several: the first shown, the rest hidden and inert, one dot each', () => {
    const html = render(
      'en',
      <TestimonialsCarousel
        labels={en.testimonials}
        slides={[<p key="a">First</p>, <p key="b">Second</p>]}
      />,
    )
    expect(html.match(/data-active="true"/g)).toHaveLength(1)
    expect(html).toMatch(/aria-hidden="true" inert=""[^>]*data-active="false"/)
    expect(html.match(/aria-label="Show testimonial \d"/g)).toHaveLength(2)
  })
})
