import { ArrowRight, ArrowUpRight } from 'lucide-react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'

import { IntentLink } from './IntentLink'

/**
 * primary: teal (white text, 5.4:1); secondary: outlined; ghost: text only.
 * `onDark` adapts each to the dark hero and band backgrounds.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

type Common = {
  children: ReactNode
  variant?: ButtonVariant
  onDark?: boolean
  size?: 'md' | 'sm'
  /** A trailing arrow (mirrored in Arabic), or ↗ for links leaving the site. */
  arrow?: boolean
  className?: string
}

type AsLink = Common & {
  href: string
  /** Opens in a new tab with rel="noopener"; the label says so to screen readers. */
  external?: boolean
  newTabLabel?: string
  hrefLang?: string
}
type AsButton = Common & { href?: undefined } & ButtonHTMLAttributes<HTMLButtonElement>

const base =
  'inline-flex items-center justify-center gap-2 rounded-[10px] font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60'

const sizes = { md: 'min-h-12 px-5 text-[15px]', sm: 'min-h-10 px-4 text-sm' }

function variantClass(variant: ButtonVariant, onDark: boolean): string {
  if (variant === 'primary') {
    return onDark
      ? 'bg-white text-ink hover:bg-brand-soft'
      : 'bg-brand text-white hover:bg-brand-strong'
  }
  if (variant === 'secondary') {
    return onDark
      ? 'border border-white/60 text-white hover:bg-white/10'
      : 'border border-slate-300 bg-white text-ink hover:border-brand hover:text-brand-strong'
  }
  return onDark
    ? 'text-white underline-offset-4 hover:underline'
    : 'text-brand underline-offset-4 hover:text-brand-strong hover:underline'
}

export function buttonClass({
  variant = 'primary',
  onDark = false,
  size = 'md',
  className = '',
}: Pick<Common, 'variant' | 'onDark' | 'size' | 'className'> = {}) {
  const padding = variant === 'ghost' ? 'min-h-10 px-1' : sizes[size]
  return `${base} ${padding} ${variantClass(variant, onDark)} ${className}`
}

export function Button(props: AsLink | AsButton) {
  const { children, variant, onDark, size, arrow, className } = props
  const classes = buttonClass({ variant, onDark, size, className })

  if (props.href !== undefined) {
    const { href, external, newTabLabel, hrefLang } = props
    if (external) {
      return (
        <a href={href} target="_blank" rel="noopener" className={classes} hrefLang={hrefLang}>
          {children}
          {newTabLabel ? <span className="sr-only"> ({newTabLabel})</span> : null}
          {arrow ? <ArrowUpRight aria-hidden="true" className="size-4 rtl:-scale-x-100" /> : null}
        </a>
      )
    }
    return (
      <IntentLink href={href} className={classes} hrefLang={hrefLang}>
        {children}
        {arrow ? <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" /> : null}
      </IntentLink>
    )
  }

  const {
    children: _children,
    variant: _variant,
    onDark: _onDark,
    size: _size,
    arrow: _arrow,
    className: _className,
    type = 'button',
    ...rest
  } = props
  return (
    <button type={type} className={classes} {...rest}>
      {children}
      {arrow ? <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" /> : null}
    </button>
  )
}
