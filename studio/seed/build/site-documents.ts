import { COVER_NAMES, coverSvg, portraitSvg } from './artwork';
import type { ImageRegistry } from './image-registry';
import { localized, localizedText } from './localized';
import type { ContentDocument } from './seed-document';
import type { SiteCopy } from './site-copy';
import { stableKey } from './stable-key';

export const BLOG_URI = 'blog';

const PORTRAIT_COLOURS = ['#1f4e79', '#6b2d5c', '#2f5d3a', '#8a5a3a'];

/** Authors, categories and tags: the blog's taxonomy. */
export function taxonomyDocuments(copy: SiteCopy, images: ImageRegistry): ContentDocument[] {
  const authors = Object.entries(copy.authors).map(([id, author], index) => ({
    _id: `author-${id}`,
    _type: 'blogAuthor',
    firstName: author.firstName,
    lastName: author.lastName,
    uri: { _type: 'slug', current: `${BLOG_URI}/author/${id}` },
    role: localized(author.role),
    bio: localizedText(author.bio),
    image: images.add(
      portraitSvg(
        author.firstName,
        author.lastName,
        PORTRAIT_COLOURS[index % PORTRAIT_COLOURS.length] as string,
      ),
      true,
    ),
  }));
  const categories = Object.entries(copy.categories).map(([id, category], index) => ({
    _id: `category-${id}`,
    _type: 'blogCategory',
    title: localized(category.title),
    uri: { _type: 'slug', current: `${BLOG_URI}/category/${id}` },
    description: localizedText(category.description),
    image: images.add(coverSvg(COVER_NAMES[(index * 3) % COVER_NAMES.length] as string), true),
  }));
  const tags = Object.entries(copy.tags).map(([id, tag]) => ({
    _id: `tag-${id}`,
    _type: 'blogTag',
    title: localized(tag.title),
    uri: { _type: 'slug', current: `${BLOG_URI}/tag/${id}` },
  }));
  return [...authors, ...categories, ...tags];
}

export function faqDocuments(copy: SiteCopy): ContentDocument[] {
  return copy.faq.map((entry) => ({
    _id: `faq-${entry.id}`,
    _type: 'faqEntry',
    question: localized(entry.question),
    answer: localizedText(entry.answer),
    topic: entry.topic,
    order: entry.order,
    showOnCard: entry.showOnCard,
  }));
}

export function blogLandingDocument(copy: SiteCopy, images: ImageRegistry): ContentDocument {
  const blog = copy.landings.blog;
  return {
    _id: 'blogLanding',
    _type: 'blogLanding',
    title: localized(blog.title),
    description: localizedText(blog.subtitle),
    uri: { _type: 'slug', current: BLOG_URI },
    metaTitle: localized(blog.metaTitle),
    metaDescription: localizedText(blog.metaDescription),
    metaImage: images.add(coverSvg('cover-news')),
  };
}

const linkObject = (
  owner: string,
  link: { title: SiteCopy['home']['heading']; link: string },
  index: number,
) => ({
  _key: stableKey(owner, index, link.link),
  _type: 'link',
  title: localized(link.title),
  link: link.link,
});

export function siteSettingsDocument(
  copy: SiteCopy,
  shareImage: Record<string, unknown>,
): ContentDocument {
  const settings = copy.siteSettings;
  return {
    _id: 'siteSettings',
    _type: 'siteSettings',
    navigation: settings.navigation.map((link, index) => linkObject('navigation', link, index)),
    footerNavigation: settings.footerNavigation.map((group, groupIndex) => ({
      _key: stableKey('footer', groupIndex),
      _type: 'navigationGroup',
      title: localized(group.title),
      links: group.links.map((link, index) => linkObject(`footer-${groupIndex}`, link, index)),
    })),
    freeShippingText: localized(settings.freeShippingText),
    footerText: localizedText(settings.footerText),
    newsletterText: localizedText(settings.newsletterText),
    shareImage,
    shareImageAlt: localized(settings.shareImageAlt),
  };
}
