import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { PublicService } from '@/lib/data'
import { readServices } from '@/sections/what-we-do/data'
import { RetryButton } from '@/sections/what-we-do/RetryButton'
import { ServicesError } from '@/sections/what-we-do/ServicesStates'

/** What We Do's services read and its error view (docs/PRODUCT.md, What We Do page). */

const service = (slug: string, displayOrder: number): PublicService => ({
  id: displayOrder,
  slug,
  title: slug,
  subtitle: '',
  description: '',
  serviceName: '',
  iconName: 'Monitor',
  iconBg: '#CCFBF1',
  iconColor: '#0F766E',
  imageUrl: null,
  imageAlt: '',
  displayOrder,
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('readServices', () => {
  it('returns the services in display order', async () => {
    const result = await readServices('en', async () => [
      service('c', 3),
      service('a', 1),
      service('b', 2),
    ])
    expect(result.ok).toBe(true)
    expect(result.ok && result.services.map((s) => s.slug)).toEqual(['a', 'b', 'c'])
  })

  it('passes the locale to the read', async () => {
    const read = vi.fn(async () => [])
    await readServices('ar', read)
    expect(read).toHaveBeenCalledWith('ar')
  })

  it('turns a failed read into an error marker and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const cause = new Error('SQLITE_BUSY: database is locked')
    const result = await readServices('en', async () => {
      throw cause
    })
    expect(result).toEqual({ ok: false })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('services'), cause)
  })
})

describe('services error view', () => {
  it('shows the error prefix, the message and a retry button, announced as an alert', () => {
    const html = renderToStaticMarkup(
      <ServicesError
        title="Error loading services:"
        message="the list could not be read."
        retry="Retry"
      />,
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('Error loading services:')
    expect(html).toContain('the list could not be read.')
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*Retry<\/button>/)
    // Database internals never reach the page.
    expect(html).not.toContain('SQLITE')
  })

  it('retry reloads the page', () => {
    const reload = vi.fn()
    vi.stubGlobal('window', { location: { reload } })
    const button = RetryButton({ label: 'Retry' }) as {
      props: { onClick: () => void }
    }
    button.props.onClick()
    expect(reload).toHaveBeenCalledOnce()
  })
})
