import { ColorModeToggle } from './ColorModeToggle';

export function Header({ shopName, homeHref }: { shopName: string; homeHref: string }) {
  return (
    <header className="site-header">
      <a className="logo" href={homeHref}>
        {shopName}
      </a>
      <ColorModeToggle />
    </header>
  );
}
