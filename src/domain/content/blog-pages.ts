/** Posts per blog listing page. */
export const BLOG_PAGE_SIZE = 12;

export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / BLOG_PAGE_SIZE));
}

/** The `?page=N` parameter: a whole number from 1, or undefined when it is not one. */
export function parseBlogPage(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return 1;
  if (!/^\d+$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : undefined;
}
