import type { Dispatch } from 'react'

import { fill, type SliderAction } from './slider'

type Props = {
  count: number
  /** The slide shown. */
  index: number
  dispatch: Dispatch<SliderAction>
  /** "Go to slide {number}". */
  goTo: string
}

/** One dot per slide, on phones only: the current one wide, each a button to its slide. */
export function HeroDots({ count, index: current, dispatch, goTo }: Props) {
  return (
    <div className="mt-5 flex gap-1 lg:hidden" data-testid="hero-dots">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className="grid size-6 place-items-center rounded-full"
          aria-label={fill(goTo, { number: index + 1 })}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => dispatch({ type: 'goTo', index })}
        >
          <span
            aria-hidden="true"
            className={`block h-2 rounded-full transition-all ${index === current ? 'w-5 bg-white' : 'w-2 bg-white/50'}`}
          />
        </button>
      ))}
    </div>
  )
}
