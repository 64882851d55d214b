'use client'

import { useEffect, useRef, type ChangeEvent, type RefObject } from 'react'

import type { BuiltFormState } from '@/lib/forms/form-state'

const FILE_PROBLEMS = new Set(['fileType', 'fileTooLarge'])

/**
 * Keeps the files a visitor chose across an answer that is not success: the
 * form is drawn afresh after each answer (its other fields come back from the
 * state), and a file input cannot be given a value in HTML, so the chosen
 * files are put back into their inputs by script. A file that was itself the
 * problem is not put back: the visitor chooses another.
 */
export function useKeptFiles(form: RefObject<HTMLFormElement | null>, state: BuiltFormState) {
  const chosen = useRef(new Map<string, File>())

  useEffect(() => {
    const element = form.current
    if (!element) return
    if (state.status === 'success') {
      chosen.current.clear()
      return
    }
    for (const [name, file] of chosen.current) {
      const input = element.querySelector<HTMLInputElement>(
        `input[type="file"][name="${CSS.escape(name)}"]`,
      )
      const problem = state.errors[name]
      if (!input || (problem && FILE_PROBLEMS.has(problem))) {
        chosen.current.delete(name)
        continue
      }
      if (input.files?.length) continue
      const transfer = new DataTransfer()
      transfer.items.add(file)
      input.files = transfer.files
    }
  }, [form, state])

  /** The form's change handler: remembers each file input's choice. */
  return (event: ChangeEvent<HTMLFormElement>) => {
    const input = event.target as unknown as HTMLInputElement
    if (input.type !== 'file') return
    const file = input.files?.[0]
    if (file) chosen.current.set(input.name, file)
    else chosen.current.delete(input.name)
  }
}
