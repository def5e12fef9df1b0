import type { StructureResolver } from 'sanity/structure';
import { SINGLETON_IDS } from '../schema-types';

const singleton = (S: Parameters<StructureResolver>[0], type: string, id: string, title: string) =>
  S.listItem().title(title).id(id).child(S.document().schemaType(type).documentId(id).title(title));

/** Singletons open directly; every other type gets its list. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      singleton(S, 'homePage', SINGLETON_IDS.homePage, 'Home page'),
      singleton(S, 'siteSettings', SINGLETON_IDS.siteSettings, 'Site settings'),
      S.divider(),
      singleton(S, 'blogLanding', SINGLETON_IDS.blogLanding, 'Blog landing page'),
      S.documentTypeListItem('blogPost').title('Blog posts'),
      S.documentTypeListItem('blogAuthor').title('Authors'),
      S.documentTypeListItem('blogCategory').title('Categories'),
      S.documentTypeListItem('blogTag').title('Tags'),
      S.divider(),
      S.documentTypeListItem('centraLanding').title('Brand, flavour and offer landings'),
      S.documentTypeListItem('centraDocument').title('Brands, flavours and offers'),
      S.documentTypeListItem('faqEntry').title('FAQ'),
      S.documentTypeListItem('legalPage').title('Legal pages'),
    ]);
