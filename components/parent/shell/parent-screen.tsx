import type { ReactNode } from 'react';

/** A parents' screen: its title (the page's one h1) and its content. */
export function ParentScreen({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="parent-screen">
      <div className="parent-screen-head">
        <h1 className="parent-title">{title}</h1>
        {action}
      </div>
      {children}
    </section>
  );
}
