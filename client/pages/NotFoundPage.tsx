export const NOT_FOUND_TITLE = "We couldn't find this page";

export function NotFoundPage({ homeHref }: { homeHref: string }) {
  return (
    <section className="not-found">
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>The page may have moved, or the address may be mistyped.</p>
      <p>
        <a href={homeHref}>Back to the shop</a>
      </p>
    </section>
  );
}
