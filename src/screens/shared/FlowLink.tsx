import type { MouseEvent } from 'react';

/**
 * A link that works as a link (its address shows, long-press offers to copy or open it) while the
 * page's machine does the navigating, so a tap takes the machine's path (one navigation, effects).
 */
export function FlowLink({ href, className, onFollow, children }: { href: string; className: string; onFollow: () => void; children: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onFollow();
  };
  return (
    <a className={className} href={href} onClick={follow}>
      {children}
    </a>
  );
}
