import type { FieldSpec } from '../schema-helpers/define';

/**
 * Blog post content: these styles and marks, and the four content blocks.
 * @internal Exported for the tests too, which check the schema and the seed against it.
 */
export const RICH_TEXT_STYLES = ['normal', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'] as const;
/** @internal The marks an editor may use; read by the seed's tests too. */
export const RICH_TEXT_MARKS = ['strong', 'em'] as const;
/** @internal The content blocks; read by the seed's tests too. */
export const RICH_TEXT_BLOCKS = [
  'blockImage',
  'blockButton',
  'blockCallout',
  'blockAlgoliaProducts',
] as const;

const STYLE_TITLES: Record<(typeof RICH_TEXT_STYLES)[number], string> = {
  normal: 'Normal',
  h2: 'Heading 2',
  h3: 'Heading 3',
  h4: 'Heading 4',
  h5: 'Heading 5',
  h6: 'Heading 6',
  blockquote: 'Quote',
};

export const richTextField: FieldSpec = {
  type: 'array',
  of: [
    {
      type: 'block',
      styles: RICH_TEXT_STYLES.map((value) => ({ title: STYLE_TITLES[value], value })),
      lists: [],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [],
      },
    },
    ...RICH_TEXT_BLOCKS.map((type) => ({ type })),
  ],
};
