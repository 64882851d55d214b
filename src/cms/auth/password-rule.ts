/**
 * What a staff password must be (NIST SP 800-63B's advice: length and a
 * blocklist, no composition rules): at least 12 characters and not one of the
 * ~49,000 most common passwords of zxcvbn-ts's maintained list. One rule for
 * the admin (create, change, reset; see password-policy.ts) and for
 * `npm run create-admin` and ADMIN_PASSWORD, which is why this file imports
 * nothing of Payload: scripts read it before they boot Payload.
 */
export const MIN_PASSWORD_LENGTH = 12

let common: Promise<Set<string>> | undefined

/**
 * The list is unpacked on first use (it is large), and only ever imported here,
 * on the server: nothing of it reaches a browser.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  )
  return common
}

/**
 * Why a password is refused (the key of its message in cms/admin-labels/messages.ts),
 * or undefined when it is acceptable.
 */
export async function passwordProblem(
  password: string,
): Promise<'passwordTooShort' | 'passwordTooCommon' | undefined> {
  // Characters as people count them (an Arabic letter or an emoji is one).
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'passwordTooShort'
  // The list is lower case; "Qwerty123456" is as guessable as "qwerty123456".
  if ((await commonPasswords()).has(password.toLowerCase())) return 'passwordTooCommon'
  return undefined
}
