/**
 * The company's time zone: the site's dates, the admin's times and the
 * analytics days are all Kuwait's. Kuwait keeps UTC+3 all year, but the zone
 * is named rather than its offset written out, so the rule lives here alone.
 */
export const KUWAIT_TIME_ZONE = 'Asia/Kuwait'

const OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: KUWAIT_TIME_ZONE,
  timeZoneName: 'longOffset',
})

/** Minutes Kuwait is ahead of UTC at `instant` ("GMT+03:00" → 180). */
function offsetMinutes(instant: Date): number {
  const name = OFFSET.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0 // "GMT": the zone is at UTC itself
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

/** 00:00 in Kuwait on `day` (`2026-11-29`), as an ISO instant. */
export function kuwaitMidnight(day: string): string {
  const utcMidnight = new Date(`${day}T00:00:00.000Z`)
  if (Number.isNaN(utcMidnight.getTime())) throw new RangeError(`Not a day: ${day}`)
  return new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight) * 60_000).toISOString()
}
