/** The page's interface copy (messages), read on the server and passed in. */
export type StoryLabels = {
  eyebrow: string
  tryNow: string
  newTab: string
  logoAlt: string
  featuresFallback: string
  resultsFallback: string
}
