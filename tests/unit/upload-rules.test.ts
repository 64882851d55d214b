import { describe, expect, it } from 'vitest'

import { uploadRejection } from '@/cms/collections/upload-bucket'

const MB = 1024 * 1024

describe('what the storage buckets refuse, in the admin language', () => {
  it('accepts an allowed type within the limit', () => {
    expect(uploadRejection({ mimetype: 'image/webp', size: 4 * MB }, 'image')).toBeNull()
    // A picture over the 5 MB kept is taken, to be made smaller (shrink-picture.ts).
    expect(uploadRejection({ mimetype: 'image/jpeg', size: 20 * MB }, 'image')).toBeNull()
    expect(uploadRejection({ mimetype: 'video/mp4', size: 49 * MB }, 'video')).toBeNull()
  })

  it('refuses a wrong type (400) and an oversize file (413) in English by default', () => {
    expect(uploadRejection({ mimetype: 'application/pdf', size: 1000 }, 'image')).toEqual({
      status: 400,
      message:
        'This file type (application/pdf) is not allowed here. Upload JPEG, PNG, WebP, AVIF or SVG.',
    })
    expect(uploadRejection({ mimetype: 'video/webm', size: 51 * MB }, 'video')).toEqual({
      status: 413,
      message: 'This file is too large (51.0 MB). The limit is 50 MB.',
    })
    expect(uploadRejection({ mimetype: 'image/png', size: 26 * MB }, 'image')).toEqual({
      status: 413,
      message: 'This file is too large (26.0 MB). The limit is 25 MB.',
    })
  })

  it('says the same in Arabic to a staff member working in Arabic', () => {
    const type = uploadRejection({ mimetype: 'application/pdf', size: 1000 }, 'image', 'ar')
    expect(type?.status).toBe(400)
    expect(type?.message).toBe(
      'نوع هذا الملف (application/pdf) غير مسموح به هنا. ارفع ملف JPEG أو PNG أو WebP أو AVIF أو SVG.',
    )
    const size = uploadRejection({ mimetype: 'image/png', size: 26 * MB }, 'image', 'ar')
    expect(size).toEqual({
      status: 413,
      message: 'هذا الملف كبير جدًا (26.0 ميغابايت). الحد الأقصى 25 ميغابايت.',
    })
  })

  it('has no colon, which the admin would read as a list of invalid fields', () => {
    for (const language of ['en', 'ar']) {
      const refusals = [
        uploadRejection({ mimetype: 'image/gif', size: 10 }, 'image', language),
        uploadRejection({ mimetype: 'text/plain', size: 10 }, 'video', language),
        uploadRejection({ mimetype: 'image/png', size: 26 * MB }, 'image', language),
        uploadRejection({ mimetype: 'video/mp4', size: 60 * MB }, 'video', language),
      ]
      for (const refusal of refusals) expect(refusal?.message).not.toMatch(/:/)
    }
  })
})
