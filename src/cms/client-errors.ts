import { defaultLoggerOptions, type Config, type Plugin } from 'payload'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']
type LogMethod = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>
type AfterErrorHook = NonNullable<NonNullable<Config['hooks']>['afterError']>[number]

const ERROR_LEVEL = 50

/** The HTTP status of an error Payload logs, when it is a client's mistake (4xx). */
function clientStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

/**
 * Payload logs every error its REST routes answer, at the level
 * `loggingLevels` gives the error's class name, else `error` with the whole
 * stack. A production build minifies those class names, so a Forbidden or a
 * "Missing email." (a 4xx: the client's mistake) was logged like a server
 * fault, stack and all. This hook writes a client error as one `info` line
 * with its status and message; everything else (a 5xx, an error without a
 * status such as a database outage) is logged exactly as before, stack included.
 */
export const clientErrorsInOneLine: LogMethod = function (args, method, level) {
  const [first] = args as unknown[]
  if (level >= ERROR_LEVEL && first && typeof first === 'object' && 'err' in first) {
    const error = (first as { err: unknown }).err
    const status = clientStatus(error)
    if (status) {
      const message = (error as { message?: unknown }).message
      return this.info(`${status} ${typeof message === 'string' ? message : 'client error'}`)
    }
  }
  return method.apply(this, args)
}

/**
 * Payload names an error in its answer by the same minified class names, and
 * an answer whose error has no name reads "An unknown error occurred." even
 * for a public 4xx such as "Invalid JSON". The error's own message goes back
 * instead, for client errors Payload marks public only.
 */
export const clientErrorMessage: AfterErrorHook = ({ error, result }) => {
  const status = clientStatus(error)
  if (!status || (error as { isPublic?: unknown }).isPublic === false) return
  const errors = (result as { errors?: { message?: string }[] } | undefined)?.errors
  if (errors?.length !== 1 || errors[0]?.message !== 'An unknown error occurred.') return
  return { response: { errors: [{ message: error.message }] }, status }
}

/**
 * The two above, as a config plugin: Payload's own pretty console logger with
 * the one-line hook, unless the config brings its own logger.
 */
export const quietClientErrors: Plugin = (config) => ({
  ...config,
  logger: config.logger ?? {
    options: { hooks: { logMethod: clientErrorsInOneLine } },
    destination: defaultLoggerOptions,
  },
  hooks: {
    ...config.hooks,
    afterError: [...(config.hooks?.afterError ?? []), clientErrorMessage],
  },
})
