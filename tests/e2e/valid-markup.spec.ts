import { expect, test } from '@playwright/test'
import { HtmlValidate, type Message } from 'html-validate'

import { loadSitemap } from '../support/sitemap'

/**
 * Valid markup: every page of /sitemap.xml (both languages), as the server
 * sends it, through html-validate's recommended rules. Zero errors and zero
 * warnings. Each rule switched off says why it does not apply to this site.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style rules about how React and Next.js serialise HTML, not about its
    // validity: `<meta/>` for void elements, `charSet`/`hrefLang` attribute
    // case, `hidden=""` for booleans. The markup they describe is valid, and
    // the serialiser is not ours to configure.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Inline styles here are CSS custom properties and sizes the components set
    // from CMS data (hero colours, focal points) and next/image's own layout styles.
    'no-inline-style': 'off',
    // React's useId() makes ids such as `_R_1a_`, valid HTML ids (no spaces,
    // unique); the strict mode only adds "starts with a letter" for CSS authors.
    'valid-id': ['error', { relaxed: true }],
    // Page titles are written by editors in the CMS; their length is an SEO
    // judgement for the editors' tools, not a property of valid markup.
    'long-title': 'off',
    // A multiple-choice question of a built form is a group of checkboxes sharing
    // one name, as HTML intends (the post carries each chosen value under it).
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
})

test.describe.configure({ mode: 'parallel' })

const SHARDS = 4

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every sitemap page is valid HTML (part ${shard + 1} of ${SHARDS})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const sitemap = await loadSitemap(page, baseURL!)
    expect(sitemap.source).toBe('sitemap')
    const pages = sitemap.pages.filter((_, index) => index % SHARDS === shard)
    // Both languages are in the sitemap, so both are in the sweep.
    expect(sitemap.pages.some((path) => path === '/ar' || path.startsWith('/ar/'))).toBe(true)
    expect(pages.length).toBeGreaterThan(0)
    const problems: string[] = []
    for (const path of pages) {
      const response = await page.request.get(path)
      expect(response.status(), path).toBe(200)
      const report = await validator.validateString(await response.text(), path)
      for (const result of report.results) {
        problems.push(...result.messages.map((message) => describe(path, message)))
      }
    }
    expect(problems).toEqual([])
  })
}

function describe(path: string, message: Message): string {
  const where = message.selector ?? `${message.line}:${message.column}`
  return `${path} [${message.ruleId}] ${message.message} (${where})`
}
