/** The studio's validation messages, worded exactly as the product's specification words them. */
export const STUDIO_MESSAGES = {
  slugEmpty: 'Slug cannot be empty',
  slugSpaces: 'Slug cannot contain spaces',
  slugTrailingSlash: 'Slug cannot end with "/"',
  slugPrefix: (prefix: string) => `Slug must begin with "${prefix}". Click "Generate" to reset.`,
  slugNestedAfterPrefix: (prefix: string) => `Slug cannot have another "/" after "${prefix}"`,
  landingPrefix: (uri: string) => `URI must be prefixed with landing URI ("${uri}")`,
  leadingSlash: 'URI must NOT start with /',
  domainInLink: 'Link should never contain domain',
  duplicateDocument: 'Document is already in the list',
  slugOneSegment: 'URI must be a single segment without "/"',
  slugReserved: (segment: string) => `"${segment}" is one of the shop’s own pages`,
} as const;
