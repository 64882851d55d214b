/** The parts of the `xliff` package the site uses (it ships no types). */
declare module 'xliff' {
  type Value = unknown
  type Unit = {
    source?: Value
    target?: Value
    note?: Value
    additionalAttributes?: Record<string, string>
  }
  export type XliffDocument = {
    sourceLanguage?: string
    targetLanguage?: string
    resources: Record<string, Record<string, Unit>>
  }
  export function js2xliff(document: XliffDocument, options?: { indent?: string }): Promise<string>
  export function xliff2js(xml: string): Promise<XliffDocument>
}
