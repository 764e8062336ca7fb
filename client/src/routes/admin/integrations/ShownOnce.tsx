/** A secret the server answers only once (an API key, a signing secret): shown with a copy button until dismissed. */
export function ShownOnce({ label, value, onDismiss }: { label: string; value: string; onDismiss(): void }) {
  return (
    <div className="integrations__once" role="status">
      <p>
        <strong>{label}</strong> Copy it now: it will not be shown again.
      </p>
      <code>{value}</code>
      <div className="integrations__row">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            void navigator.clipboard?.writeText(value);
          }}
        >
          Copy
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDismiss}>
          Done
        </button>
      </div>
    </div>
  );
}

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A date-time for the tables, or a dash. */
export function formatWhen(value: string | null | undefined): string {
  return value ? when.format(new Date(value)) : '—';
}

/** Checkboxes for a set of choices (scopes, events). */
export function ChoiceSet<T extends string>({
  legend,
  choices,
  chosen,
  onChange,
}: {
  legend: string;
  choices: { value: T; label: string }[];
  chosen: T[];
  onChange(next: T[]): void;
}) {
  return (
    <fieldset className="integrations__choices">
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c.value}>
          <input
            type="checkbox"
            checked={chosen.includes(c.value)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, c.value] : chosen.filter((v) => v !== c.value))}
          />{' '}
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}
