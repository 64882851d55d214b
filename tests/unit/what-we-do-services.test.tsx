import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { RetryButton } from '@/sections/what-we-do/RetryButton'
import { ServicesError } from '@/sections/what-we-do/ServicesStates'

/** What We Do's services error view (docs/PRODUCT.md, What We Do page). */

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
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
