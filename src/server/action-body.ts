/**
 * Whether the body of a page POST is one Next can hand to a server action
 * without throwing. The site's one page action is the forms' (the contact
 * form's among them, sections/forms/action.ts), called with its bound target,
 * plain data and a FormData.
 * React's reply format names other values by strings starting with `$`:
 * chunk references, maps, streams, server references, temporary references.
 * Next decodes the body before any code of ours runs, and a reference to a
 * part that is missing, a part that is not JSON, or arguments that are not a
 * list make it throw, which visitors saw as a 500. So the action's data is
 * held to what the form sends: JSON, no references.
 *
 * - With JavaScript (a `Next-Action` header), the form posts multipart with
 *   the argument list as JSON in the part named `0` (`$K…` names the FormData
 *   the other parts make up).
 * - Without JavaScript, the form's hidden fields carry the action:
 *   `$ACTION_REF_<n>` with the descriptor `$ACTION_<n>:0` = {"id", "bound"},
 *   `bound` naming the part `$ACTION_<n>:<k>` that holds the bound arguments.
 *
 * Null when the body may go on, else what is wrong (for the log).
 */

/** A plain string, or one of the `$` forms that decode to a value without reading another part. */
function isPlainReplyString(value: string, formData: boolean): boolean {
  if (value[0] !== '$') return true
  switch (value[1]) {
    case '$': // an escaped string starting with `$`
    case 'u': // undefined
    case 'I': // Infinity
    case '-': // -0, -Infinity
    case 'N': // NaN
    case 'D': // a Date
      return true
    case 'n':
      return /^\$n-?\d{1,300}$/.test(value)
    case 'K': // the FormData the prefixed parts make up
      return formData && /^\$K[0-9a-f]{1,8}$/.test(value)
    default:
      return false
  }
}

function isPlainReply(value: unknown, formData: boolean): boolean {
  if (typeof value === 'string') return isPlainReplyString(value, formData)
  if (value === null || typeof value !== 'object') return true
  return Object.values(value).every((each) => isPlainReply(each, formData))
}

/** One text part holding JSON, or undefined. */
function jsonPart(form: FormData, name: string): { value: unknown } | undefined {
  const parts = form.getAll(name)
  if (parts.length !== 1 || typeof parts[0] !== 'string') return undefined
  try {
    return { value: JSON.parse(parts[0]) }
  } catch {
    return undefined
  }
}

/** Next refuses longer argument lists by throwing. */
const MAX_ARGUMENTS = 1000

const isArgumentList = (value: unknown, formData: boolean) =>
  Array.isArray(value) && value.length <= MAX_ARGUMENTS && isPlainReply(value, formData)

export function actionBodyProblem(form: FormData, isFetchAction: boolean): string | null {
  if (isFetchAction) {
    const root = jsonPart(form, '0')
    if (!root) return 'server action without its arguments as JSON'
    return isArgumentList(root.value, true)
      ? null
      : 'server action arguments that are not plain data'
  }
  for (const key of form.keys()) {
    if (!key.startsWith('$ACTION_REF_')) continue
    const prefix = `$ACTION_${key.slice('$ACTION_REF_'.length)}:`
    const descriptor = jsonPart(form, `${prefix}0`)?.value as
      { id?: unknown; bound?: unknown } | undefined
    if (!descriptor || typeof descriptor !== 'object' || typeof descriptor.id !== 'string')
      return 'form action without a readable descriptor'
    if (descriptor.bound === null) continue
    const bound =
      typeof descriptor.bound === 'string' && /^\$@([0-9a-f]{1,8})$/.exec(descriptor.bound)
    if (!bound) return 'form action whose bound arguments are not a part'
    const args = jsonPart(form, `${prefix}${parseInt(bound[1]!, 16)}`)
    if (!args || !isArgumentList(args.value, false))
      return 'form action whose bound arguments are not plain data'
  }
  return null
}
