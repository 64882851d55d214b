import type { Read } from '@/lib/data'

type Unwrapped<M> = {
  [K in keyof M]: M[K] extends (...args: infer A) => Promise<Read<infer V>>
    ? (...args: A) => Promise<V>
    : M[K]
}

/**
 * The content readers with their answers unwrapped, for tests about what a
 * read returns: each call must succeed (`ok`), and gives its value. Tests of
 * failures call the readers themselves.
 */
export function valuesOf<M extends object>(module: M): Unwrapped<M> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(module)) {
    out[name] =
      typeof value === 'function' && /^(get|find)[A-Z]/.test(name)
        ? async (...args: unknown[]) => {
            const read = (await value(...args)) as Read<unknown>
            if (!read || typeof read !== 'object' || !('ok' in read))
              throw new Error(`${name} did not answer a Read`)
            if (!read.ok) throw new Error(`${name} failed (it answered its fallback)`)
            return read.value
          }
        : value
  }
  return out as Unwrapped<M>
}
