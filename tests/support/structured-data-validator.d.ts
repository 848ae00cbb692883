/** The part of @adobe/structured-data-validator the build tests use: Google's rich-result rules per schema.org type. */
declare module '@adobe/structured-data-validator' {
  export interface RichResultIssue {
    rootType: string
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    fieldNames?: string[]
  }
  export default class Validator {
    /** Without schema.org's vocabulary (fetched in its README), only the rich-result rules run. */
    constructor(schemaOrgJson?: unknown)
    validate(extracted: { jsonld: Record<string, Record<string, unknown>[]> }): Promise<RichResultIssue[]>
  }
}
