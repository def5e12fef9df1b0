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
  },
  { preview: { prepare: () => ({ title: 'Site settings' }) } },
);
