import Image from 'next/image'

import { headingOf, Section } from '@/components/Section'
import type { Locale } from '@/i18n/routing'
import type { HomeTeamBlock } from '@/payload-types'
import { initials, teamContent } from '@/sections/home/content'
import { getTeam, type TeamMember } from '@/lib/data'
import { occurrenceId } from '../BlockList'

function Avatar({ member, size }: { member: TeamMember; size: 'large' | 'small' }) {
  const box = size === 'large' ? 'size-40 sm:size-48' : 'size-28'
  // Photos are served by this site (the CSP allows no other image origin).
  if (member.imageUrl?.startsWith('/')) {
    return (
      <Image
        src={member.imageUrl}
        alt={member.imageAlt || member.name}
        width={400}
        height={400}
        sizes={size === 'large' ? '192px' : '112px'}
        className={`${box} shrink-0 rounded-full object-cover ring-4 ring-white shadow-lg`}
        style={member.imagePosition ? { objectPosition: member.imagePosition } : undefined}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand to-ink font-bold text-white shadow-lg ring-4 ring-white ${size === 'large' ? 'text-5xl' : 'text-3xl'}`}
    >
      {initials(member.name)}
    </span>
  )
}

/** The team (docs/PRODUCT.md, Home fallbacks): the CEO large, the others in a grid; four built-in members when none can be read. */
export async function HomeTeamView({
  block,
  locale,
  occurrence,
}: {
  block: HomeTeamBlock
  locale: Locale
  occurrence?: number
}) {
  const { ceo, others } = teamContent(await getTeam(locale), locale)
  return (
    <Section id={occurrenceId('team', occurrence)} tone="surface" {...headingOf(block)}>
      {ceo ? (
        <div
          className="flex flex-col items-center gap-8 rounded-3xl border border-slate-200 bg-white p-8 text-center sm:flex-row sm:text-start lg:p-10"
          data-testid="team-ceo"
        >
          <Avatar member={ceo} size="large" />
          <div>
            {block.ceoLabel ? (
              <p className="text-sm font-semibold text-brand">{block.ceoLabel}</p>
            ) : null}
            <h3 className="mt-1 text-2xl font-bold sm:text-3xl">{ceo.name}</h3>
            <p className="mt-2 text-lg text-muted">{ceo.position}</p>
          </div>
        </div>
      ) : null}
      <ul
        className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-[repeat(auto-fit,minmax(190px,1fr))]"
        data-testid="team-grid"
      >
        {others.map((member) => (
          <li
            key={member.id}
            className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center sm:p-6"
          >
            <Avatar member={member} size="small" />
            <h3 className="mt-4 font-semibold">{member.name}</h3>
            <p className="mt-1 text-sm text-muted">{member.position}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
