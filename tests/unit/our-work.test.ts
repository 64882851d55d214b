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

/**
 * The rules the static projects showcase's records keep (docs/PRODUCT.md, Our
 * Work page). What a visitor sees of them, figure by figure and card by card,
 * is checked on the page itself (tests/e2e/our-work.spec.ts).
 */
describe('our work content', () => {
  it('figures are counts in Western digits, grouped by thousands, with a plus: one value for both languages', () => {
    for (const stat of OUR_WORK_STATS) {
      expect(stat.value, stat.label.en).toMatch(/^\d{1,3}(,\d{3})*\+$/)
    }
  })

  it('a case study in a browser frame has an address for its bar; one in a phone frame needs none', () => {
    for (const study of CASE_STUDIES) {
      if (study.frame === 'browser') expect(study.address, study.id).toMatch(/^[\w-]+(\.[\w-]+)+$/)
      else expect(study.address, study.id).toBeUndefined()
    }
  })

  it('ids are unique: each is an anchor (#case-<id>) or a data-project on the page', () => {
    for (const list of [CASE_STUDIES, FEATURED_PROJECTS]) {
      const ids = list.map((entry) => entry.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/)
    }
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
