/**
 * What a backup or restore is doing, for the operator watching it: one line
 * per step, and on a terminal a file counter that rewrites itself in place.
 * Without a terminal (cron, CI logs) only the step lines and final counts.
 */
export type Progress = {
  step: (label: string) => void
  count: (done: number, total: number) => void
  done: (line: string) => void
}

export function terminalProgress(stream: NodeJS.WriteStream = process.stdout): Progress {
  const live = Boolean(stream.isTTY)
  let counting = false
  const endCount = () => {
    if (counting && live) stream.write('\n')
    counting = false
  }
  return {
    step: (label) => {
      endCount()
      stream.write(`… ${label}\n`)
    },
    count: (done, total) => {
      if (live) {
        counting = true
        stream.write(`\r  ${done} of ${total} files`)
      } else if (done === total) stream.write(`  ${total} files\n`)
    },
    done: (line) => {
      endCount()
      stream.write(`${line}\n`)
    },
  }
}

export const silentProgress: Progress = { step: () => {}, count: () => {}, done: () => {} }
