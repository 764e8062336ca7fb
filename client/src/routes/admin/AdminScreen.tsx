import type { ReactNode } from 'react';

/** The frame of every admin screen: its title, optional actions beside it, then the content. */
export function AdminScreen({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <section className="admin-screen">
      <div className="admin-screen__head">
        <h1>{title}</h1>
        {actions && <div className="admin-screen__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
