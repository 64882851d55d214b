'use client'

import { TOKEN_FIELD } from '@/lib/contact/fields'
import type { FormFieldDefinition } from '@/lib/forms/definition'
import { initialBuiltFormState, type BuiltFormState } from '@/lib/forms/form-state'
import { postedFilesFrom, postedFrom, validateForm, type FormAnswer } from '@/lib/forms/validate'
import { useFormSending } from './use-form-sending'

export type FormAction = (previous: BuiltFormState, data: FormData) => Promise<BuiltFormState>

/** What the visitor gave, kept for the answer: several values of one input (checkboxes) as a list. */
function given(data: FormData): Record<string, FormAnswer> {
  const values: Record<string, FormAnswer> = {}
  for (const key of new Set(data.keys())) {
    if (key.startsWith('$') || key === TOKEN_FIELD) continue
    const all = data.getAll(key).filter((value): value is string => typeof value === 'string')
    values[key] = all.length > 1 ? all : (all[0] ?? '')
  }
  return values
}

/** A built form's sending (use-form-sending.ts) with the rules of its own definition. */
export function useBuiltForm(
  fields: readonly FormFieldDefinition[],
  action: FormAction,
  permalink: string,
) {
  return useFormSending<BuiltFormState>(
    action,
    initialBuiltFormState,
    permalink,
    (data) => {
      const checked = validateForm(fields, postedFrom(data), postedFilesFrom(data))
      return checked.ok
        ? null
        : { status: 'invalid', errors: checked.errors, values: given(data), answeredAt: Date.now() }
    },
    (data) => ({ status: 'error', errors: {}, values: given(data), answeredAt: Date.now() }),
  )
}
