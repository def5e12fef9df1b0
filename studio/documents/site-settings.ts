import { documentType } from '../schema-helpers/define';

/** Navigation, footer and the small texts every page shares. */
export const siteSettings = documentType(
  'siteSettings',
  {
    navigation: { type: 'array', title: 'Header navigation', of: [{ type: 'link' }] },
    footerNavigation: { type: 'array', of: [{ type: 'navigationGroup' }] },
    freeShippingText: {
      type: 'internationalizedArrayString',
      description:
        'Shown in the header banner; {amount} is replaced by the threshold in the visitor’s currency.',
    },
    footerText: { type: 'internationalizedArrayText' },
    newsletterText: { type: 'internationalizedArrayText' },
    shareImage: {
      type: 'image',
      description:
        'Shown when a page without a picture of its own is shared in a chat or social network (1200 × 630 works best).',
      options: { hotspot: true },
    },
    shareImageAlt: { type: 'internationalizedArrayString', title: 'Share image description' },
  },
  { preview: { prepare: () => ({ title: 'Site settings' }) } },
);
