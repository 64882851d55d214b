/**
 * Where a cropped picture is anchored: the focal point staff set on the
 * upload (Payload's focalX/focalY, percent of width and height) as a CSS
 * object-position, or undefined for the centre (the browser's own default),
 * so pictures without a focal point render exactly as before.
 */
export function objectPosition(
  upload: { focalX?: number | null; focalY?: number | null } | number | null | undefined,
): string | undefined {
  if (!upload || typeof upload !== 'object') return undefined
  const { focalX, focalY } = upload
  if (typeof focalX !== 'number' || typeof focalY !== 'number') return undefined
  if (!Number.isFinite(focalX) || !Number.isFinite(focalY)) return undefined
  const percent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10
  const x = percent(focalX)
  const y = percent(focalY)
  return x === 50 && y === 50 ? undefined : `${x}% ${y}%`
}
