import { Fragment, jsx, type JSX } from 'react/jsx-runtime'

import { fallbackRuns, hasFallback, stripFallback } from '../fallback/marks'

type Props = Record<string, unknown> & { children?: unknown }

/** Elements whose content is text only: a span cannot go inside, the element itself says the language. */
const TEXT_ONLY = new Set(['title', 'option', 'textarea', 'script', 'style'])

const marked = (child: unknown): child is string => typeof child === 'string' && hasFallback(child)

/** A marked text as page content: each English run in its own `<span lang="en" dir="ltr">`. */
function drawn(text: string, at: string): Array<string | JSX.Element> {
  return fallbackRuns(text).map((run, index) =>
    run.english
      ? jsx('span', { lang: 'en', dir: 'ltr', children: run.text }, `${at}${index}`)
      : run.text,
  )
}

/** A text-only element's props: its text unmarked, and English as its language when that is all it says. */
function textOnly(props: Props, text: string): Props {
  const runs = fallbackRuns(text)
  const english = runs.length === 1 && runs[0].english
  return {
    ...(english && !props.lang ? { lang: 'en', dir: 'ltr' } : {}),
    ...props,
    children: stripFallback(text),
  }
}

/**
 * The props of an element about to be created, with any English fallback
 * (lib/fallback/marks) in its text drawn as English. Only HTML elements and
 * fragments are looked at: a component passes its text on to the elements it draws, which
 * come through here in turn. Text with no marks costs one string search.
 */
export function withFallbackMarkup(type: unknown, props: Props): Props {
  // A fragment's text lands in whatever element holds it (`<>{label} *</>` in a label).
  if (
    (typeof type !== 'string' && type !== Fragment) ||
    props === null ||
    typeof props !== 'object'
  )
    return props
  const { children } = props
  const textOnlyElement = typeof type === 'string' && TEXT_ONLY.has(type)
  if (marked(children)) {
    if (textOnlyElement) return textOnly(props, children)
    return { ...props, children: drawn(children, 'fallback-') }
  }
  if (!Array.isArray(children) || !children.some(marked)) return props
  if (textOnlyElement)
    return children.every((child) => typeof child === 'string' || typeof child === 'number')
      ? textOnly(props, children.join(''))
      : props
  return {
    ...props,
    children: children.flatMap((child, index) =>
      marked(child) ? drawn(child, `fallback-${index}-`) : [child],
    ),
  }
}
