import { statSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import {
  CASE_STUDIES,
  FEATURED_GRID_START,
  FEATURED_PROJECTS,
  featuredGrid,
  OUR_WORK_SERVICES,
  OUR_WORK_STATS,
} from '@/content/our-work'

/** The static projects showcase's records (docs/PRODUCT.md, Our Work page). */
describe('our work content', () => {
  it('has the spec’s four figures', () => {
    expect(OUR_WORK_STATS.map((stat) => [stat.value, stat.label.en])).toEqual([
      ['150+', 'Resource strength'],
      ['2,000+', 'Total projects'],
      ['800+', 'Satisfied clients'],
      ['20+', 'Countries served'],
    ])
  })

  it('has four service cards and two case studies: a nutrition app and a nutritionist platform', () => {
    expect(OUR_WORK_SERVICES).toHaveLength(4)
    expect(CASE_STUDIES.map((study) => study.frame)).toEqual(['phone', 'browser'])
    expect(CASE_STUDIES[0].title.en).toMatch(/nutrition-tracking app/i)
    expect(CASE_STUDIES[1].title.en).toMatch(/platform for nutritionists/i)
  })

  it('the featured grid skips the first two entries of the list', () => {
    expect(FEATURED_GRID_START).toBe(2)
    const grid = featuredGrid()
    expect(grid).toEqual(FEATURED_PROJECTS.slice(2))
    expect(grid[0]).toBe(FEATURED_PROJECTS[2])
    expect(grid.map((project) => project.id)).not.toContain(FEATURED_PROJECTS[0].id)
    expect(grid.map((project) => project.id)).not.toContain(FEATURED_PROJECTS[1].id)
    // Whatever the list holds.
    const list = ['a', 'b', 'c', 'd'].map((id) => ({ ...FEATURED_PROJECTS[2], id }))
    expect(featuredGrid(list).map((project) => project.id)).toEqual(['c', 'd'])
    expect(featuredGrid(list.slice(0, 2))).toEqual([])
  })

  it('every image exists under public/, at most 60 KB, with the declared size', async () => {
    const images = [
      ...CASE_STUDIES.map((study) => study.image),
      ...FEATURED_PROJECTS.map((project) => project.image),
    ]
    for (const image of images) {
      const file = path.resolve('public', `.${image.src}`)
      expect(statSync(file).size, image.src).toBeLessThanOrEqual(60 * 1024)
      const meta = await sharp(file).metadata()
      expect([meta.width, meta.height], image.src).toEqual([image.width, image.height])
      expect(image.alt.en.length).toBeGreaterThan(10)
      expect(image.alt.ar).toMatch(/[\u0600-\u06FF]/)
    }
  })

  it('every visible text exists in both languages', () => {
    const texts = [
      ...OUR_WORK_STATS.map((stat) => stat.label),
      ...OUR_WORK_SERVICES.flatMap((card) => [card.title, card.description]),
      ...CASE_STUDIES.flatMap((study) => [
        study.kind,
        study.title,
        study.summary,
        study.challenge,
        ...study.features,
      ]),
      ...FEATURED_PROJECTS.flatMap((project) => [
        project.category,
        project.description,
        ...project.tags,
      ]),
    ]
    for (const text of texts) {
      expect(text.en.trim(), JSON.stringify(text)).not.toBe('')
      expect(text.ar.trim(), JSON.stringify(text)).not.toBe('')
    }
  })
})
