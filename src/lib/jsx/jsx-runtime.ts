/**
 * The site's JSX runtime (tsconfig `jsxImportSource`): React's own, with one
 * addition — English shown on an Arabic page in place of missing Arabic
 * (marked by lib/fallback) is drawn inside `lang="en" dir="ltr"`, wherever a
 * view puts the text, so no view has to remember to.
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime'

import { withFallbackMarkup } from './fallback-children'

export { Fragment }
export type { JSX } from 'react/jsx-runtime'

type Jsx = typeof reactJsx

export const jsx: Jsx = (type, props, key) =>
  reactJsx(type, withFallbackMarkup(type, props as never), key)

export const jsxs: Jsx = (type, props, key) =>
  reactJsxs(type, withFallbackMarkup(type, props as never), key)
