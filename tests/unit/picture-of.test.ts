import { describe, expect, it } from 'vitest'

import { pictureOf } from '@/lib/data/uploads'

describe('an uploaded picture as a page draws it', () => {
  it('keeps its path, size, words and focal point', () => {
    expect(
      pictureOf({
        url: '/api/page-images/file/studio.webp',
        width: 1600,
        height: 900,
        alt: ' The studio ',
        focalX: 20,
        focalY: 75,
      }),
    ).toEqual({
      url: '/api/page-images/file/studio.webp',
      width: 1600,
      height: 900,
      alt: 'The studio',
      position: '20% 75%',
    })
  })

  it('takes this site’s absolute address as its path, and leaves the centre to the browser', () => {
    const origin = process.env.SERVER_URL ?? 'http://localhost:3000'
    expect(pictureOf({ url: `${origin}/media/a.png`, alt: null, focalX: 50, focalY: 50 })).toEqual({
      url: '/media/a.png',
      width: 1200,
      height: 800,
      alt: '',
      position: undefined,
    })
  })

  it('draws nothing for an unread upload, a missing file or another site’s address', () => {
    expect(pictureOf(7)).toBeNull()
    expect(pictureOf(null)).toBeNull()
    expect(pictureOf({ url: null })).toBeNull()
    expect(pictureOf({ url: 'https://elsewhere.example/a.png' })).toBeNull()
    expect(pictureOf({ url: '//elsewhere.example/a.png' })).toBeNull()
  })
})
