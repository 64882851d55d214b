import type { Dispatch } from 'react'

import type { HeroIcons, HeroLabels } from './hero-copy'
import { HeroDots } from './HeroDots'
import type { SliderAction, SliderState } from './slider'

const ROUND =
  'grid size-11 shrink-0 place-items-center rounded-full border border-white/40 text-white transition-colors hover:bg-white/10'

type Props = {
  icons: HeroIcons
  slider: SliderState
  playing: boolean
  count: number
  dispatch: Dispatch<SliderAction>
  t: HeroLabels
}

/** Previous, pause/play and next (both wrap), the progress bar, "2 / 3", and the dots on phones. */
export function HeroControls({ icons, slider, playing, count, dispatch, t }: Props) {
  return (
    <div className="mt-10">
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={ROUND}
          onClick={() => dispatch({ type: 'previous' })}
          aria-label={t.previous}
        >
          {icons.previous}
        </button>
        <button
          type="button"
          className={ROUND}
          onClick={() => dispatch({ type: 'setPlaying', playing: !playing })}
          aria-label={playing ? t.pause : t.play}
        >
          {playing ? icons.pause : icons.play}
        </button>
        <button
          type="button"
          className={ROUND}
          onClick={() => dispatch({ type: 'next' })}
          aria-label={t.next}
        >
          {icons.next}
        </button>
        <span
          aria-hidden="true"
          className="ms-1 h-1 w-28 overflow-hidden rounded-full bg-white/25 sm:w-36"
        >
          <span
            data-testid="hero-progress"
            data-progress={slider.progress}
            className="block h-full origin-left rounded-full bg-accent motion-safe:transition-transform motion-safe:duration-100 motion-safe:ease-linear rtl:origin-right"
            style={{ transform: `scaleX(${slider.progress / 100})` }}
          />
        </span>
        <span dir="ltr" className="text-sm text-white/80 tabular-nums" data-testid="hero-count">
          {slider.index + 1} / {count}
        </span>
      </div>
      <HeroDots count={count} index={slider.index} dispatch={dispatch} goTo={t.goTo} />
    </div>
  )
}
