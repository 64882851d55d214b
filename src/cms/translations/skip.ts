/**
 * Writes that must not record translation states: data steps of migrations,
 * which run at a point of the schema's history where the states' table may not
 * exist yet (the states are recorded when a server starts: recordUnfollowedOnce
 * in ./plugin.ts).
 */
export const WITHOUT_TRANSLATION_STATE = { skipTranslationState: true } as const

export const skipsTranslationState = (context: Record<string, unknown> | undefined) =>
  Boolean(context?.skipTranslationState)
