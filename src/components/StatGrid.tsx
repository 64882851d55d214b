export type Stat = { value: string; label: string }

const columns: Record<number, string> = {
  2: 'grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
}

/**
 * Two to four figures (value + label). `raised` is the white card that overlaps
 * a hero's lower edge; `dark` sets accent figures on ink. Values keep their
 * Western digits; a value of digits alone ("50+") reads left to right, one
 * with an Arabic unit ("+50 ألف") right to left, as Arabic writes it.
 */
export function StatGrid({
  stats,
  variant = 'raised',
  className = '',
}: {
  stats: Stat[]
  variant?: 'raised' | 'plain' | 'dark'
  className?: string
}) {
  const shown = stats.slice(0, 4)
  const frame =
    variant === 'raised'
      ? 'overflow-hidden rounded-2xl bg-white shadow-[0_20px_50px_rgba(11,31,51,0.12)]'
      : ''
  return (
    <dl className={`grid ${columns[Math.max(2, shown.length)]} ${frame} ${className}`}>
      {shown.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse items-center gap-1 px-6 py-7 text-center ${
            variant === 'dark'
              ? ''
              : '-ms-px -mt-px border-s border-t border-slate-200 first:border-s-0'
          }`}
        >
          <dt className={variant === 'dark' ? 'text-white/80' : 'text-muted'}>{stat.label}</dt>
          <dd
            dir="auto"
            className={`text-4xl leading-tight font-bold ${variant === 'dark' ? 'text-accent' : 'text-brand'}`}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
