/**
 * tsx turns Node's source maps on for the process it runs. In the production
 * server that made Node read and parse the map of every server chunk Next
 * loads (up to 13 MB each) and keep them in memory, and map the stack of the
 * first errors logged (docs/PERFORMANCE.md has the figures). `next start` runs
 * without them, and so does this server unless the operator asks for them
 * (NODE_OPTIONS=--enable-source-maps): imported first, before Next loads.
 */
const asked = /--enable-source-maps\b/.test(
  `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`,
)
if (!asked) process.setSourceMapsEnabled(false)
