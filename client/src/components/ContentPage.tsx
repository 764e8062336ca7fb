import type { ReactNode } from 'react';
import './content-page.css';

interface Props {
  title: string;
  intro?: ReactNode;
  /** e.g. "Last updated ..." under the title of legal pages. */
  note?: string;
  children?: ReactNode;
}

/** The layout of the text pages: a banner with the title, then readable-width content. */
export function ContentPage({ title, intro, note, children }: Props) {
  return (
    <article className="content-page">
      <div className="content-page__banner">
        <div className="container container--narrow">
          <h1>{title}</h1>
          {intro && <p className="content-page__intro">{intro}</p>}
          {note && <p className="content-page__note">{note}</p>}
        </div>
      </div>
      <div className="content-page__body container container--narrow">{children}</div>
    </article>
  );
}
