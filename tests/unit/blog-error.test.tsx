import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import BlogError from '@/app/(frontend)/[locale]/blog/error'
import { BlogBoundaryCopyProvider, type BlogBoundaryCopy } from '@/sections/blog/BoundaryCopy'

/** The blog's one error boundary picks the list's or the post's view by the address. */

const pathname = vi.hoisted(() => ({ current: '/blog' }))
vi.mock('next/navigation', () => ({
  usePathname: () => pathname.current,
  useRouter: () => ({ refresh: () => undefined }),
}))

const copy = (locale: 'en' | 'ar'): BlogBoundaryCopy => ({
  locale,
  list: { errorTitle: `list-title-${locale}`, errorFallback: 'list-fallback', retry: 'retry' },
  post: {
    notFoundTitle: `post-title-${locale}`,
    notFoundMessage: 'post-missing',
    backToList: 'back',
  },
})

function render(path: string, locale: 'en' | 'ar', error: Error & { digest?: string }) {
  pathname.current = path
  return renderToStaticMarkup(
    <BlogBoundaryCopyProvider value={copy(locale)}>
      <BlogError error={error} reset={() => undefined} />
    </BlogBoundaryCopyProvider>,
  )
}

describe('blog error boundary', () => {
  it.each([
    ['/blog', 'en'],
    ['/blog/', 'en'],
    ['/ar/blog', 'ar'],
  ] as const)('on %s shows the list failure with Retry', (path, locale) => {
    const html = render(path, locale, Object.assign(new Error('hidden'), { digest: '1' }))
    expect(html).toContain(`list-title-${locale}`)
    expect(html).toContain('list-fallback')
    expect(html).toContain('retry')
    expect(html).not.toContain('post-title')
  })

  it.each([
    ['/blog/7', 'en', '/blog'],
    ['/ar/blog/7', 'ar', '/ar/blog'],
  ] as const)('on %s shows the post view with the way back', (path, locale, back) => {
    const html = render(path, locale, new Error('The post could not be read'))
    expect(html).toContain(`post-title-${locale}`)
    expect(html).toContain('The post could not be read')
    expect(html).toContain(`href="${back}"`)
    expect(html).toContain('role="alert"')
    expect(html).not.toContain('list-title')
  })
})
