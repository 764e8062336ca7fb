interface Props {
  title: string;
  eyebrow?: string;
  intro?: string;
  id?: string;
}

/** The heading every home and content section opens with. */
export function SectionHeading({ title, eyebrow, intro, id }: Props) {
  return (
    <div className="section-heading">
      {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {intro && <p className="section-heading__intro">{intro}</p>}
    </div>
  );
}
