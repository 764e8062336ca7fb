import type { CSSProperties, ReactNode } from 'react';
import './Marquee.css';

interface Props {
  label: string;
  /** Seconds for one full pass through the items. */
  durationSeconds: number;
  /** The items, rendered twice so the loop has no seam; the copy is hidden from assistive technology. */
  children: ReactNode;
}

/** A strip that scrolls sideways forever; hover or focus pauses it, and reduced motion stands its items still, wrapped. */
export function Marquee({ label, durationSeconds, children }: Props) {
  const style = { '--marquee-duration': `${durationSeconds}s` } as CSSProperties;
  return (
    <div className="marquee" role="region" aria-label={label}>
      <div className="marquee__track" style={style} data-testid="marquee-track">
        <div className="marquee__group">{children}</div>
        <div className="marquee__group" aria-hidden="true" inert>
          {children}
        </div>
      </div>
    </div>
  );
}
