import type { HTMLAttributes, ReactNode, RefCallback } from 'react';

/** 'content': a list item of the content screens (content-admin.css); 'car': an article of a car grid (car-cards.css). */
type Look = 'content' | 'car';

const LOOKS: Record<Look, { root: string; body: string; actions: string; delete: string }> = {
  content: { root: 'admin-card', body: 'admin-card__body', actions: 'form-actions', delete: 'btn btn--danger btn--small' },
  car: { root: 'admin-car', body: 'admin-car__body', actions: 'admin-car__actions', delete: 'btn btn--danger' },
};

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'> {
  /** The card's accessible name. */
  label: string;
  look?: Look;
  /** Classes added to the look's own. */
  className?: string;
  ref?: RefCallback<HTMLElement>;
  image?: ReactNode;
  /** The body: title, meta, details. */
  children?: ReactNode;
  /** Buttons before Delete, and links after it. */
  actions?: ReactNode;
  links?: ReactNode;
  /** Asked with window.confirm before onDelete; without it Delete acts at once. */
  confirm?: string;
  deleteLabel?: string;
  busy: boolean;
  onDelete(): void;
}

/** One admin card: an image, a body and its actions, ending with a Delete that can ask first. */
export function AdminCard({
  label,
  look = 'content',
  className,
  image,
  children,
  actions,
  links,
  confirm,
  deleteLabel = 'Delete',
  busy,
  onDelete,
  ...rest
}: Props) {
  const classes = LOOKS[look];
  const Root = look === 'car' ? 'article' : 'li';
  const remove = () => {
    if (confirm === undefined || window.confirm(confirm)) onDelete();
  };
  return (
    <Root className={className ? `${classes.root} ${className}` : classes.root} aria-label={label} {...rest}>
      {image}
      <div className={classes.body}>
        {children}
        <div className={classes.actions}>
          {actions}
          <button type="button" className={classes.delete} disabled={busy} onClick={remove}>
            {deleteLabel}
          </button>
          {links}
        </div>
      </div>
    </Root>
  );
}

/** A car card's label and value pairs. */
export function AdminCardDetails({ details }: { details: [string, string][] }) {
  return (
    <dl className="admin-car__details">
      {details.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
