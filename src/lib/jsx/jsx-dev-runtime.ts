/** The development twin of ./jsx-runtime (`next dev`, tests): React's, with fallback text drawn as English. */
import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime'

import { withFallbackMarkup } from './fallback-children'

export { Fragment }
export type { JSX } from 'react/jsx-dev-runtime'

type JsxDev = typeof reactJsxDEV

export const jsxDEV: JsxDev = (type, props, key, isStatic, source, self) =>
  reactJsxDEV(type, withFallbackMarkup(type, props as never), key, isStatic, source, self)
