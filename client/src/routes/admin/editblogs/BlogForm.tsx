import { useState, type FormEvent } from 'react';
import { FormField, fieldAria } from '../../../components/form/FormField';
import { useFormErrors } from '../../../components/form/useFormErrors';
import type { BlogCard_BlogFragment } from '../../../gql/graphql';

export interface BlogDraft {
  heading: string;
  content: string;
  /** Optional Hindi text (issue 24): the Hindi site shows it when present, else the English. */
  headingHi: string;
  contentHi: string;
  image: File | null;
}

type Errors = Partial<Record<keyof BlogDraft, string>>;

/** SPEC.md section 5: heading and content required; the image only when adding. */
export function blogFormErrors(draft: BlogDraft, adding: boolean): Errors {
  const errors: Errors = {};
  if (!draft.heading.trim()) errors.heading = 'Heading is required';
  if (!draft.content.trim()) errors.content = 'Content is required';
  if (adding && !draft.image) errors.image = 'Image is required';
  return errors;
}

interface Props {
  /** The blog being edited, or null when adding. */
  editing: BlogCard_BlogFragment | null;
  busy: boolean;
  onSubmit(draft: BlogDraft): Promise<boolean>;
  onCancel(): void;
}

/** The blog form (heading, image, content). Keyed by the blog being edited, so it starts from that blog. */
export function BlogForm({ editing, busy, onSubmit, onCancel }: Props) {
  const [draft, setDraft] = useState<BlogDraft>({
    heading: editing?.heading ?? '',
    content: editing?.content ?? '',
    headingHi: editing?.headingHi ?? '',
    contentHi: editing?.contentHi ?? '',
    image: null,
  });
  const { errors, check } = useFormErrors<keyof BlogDraft>('blog-');
  const [fileKey, setFileKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = blogFormErrors(draft, !editing);
    if (!check(found)) return;
    if (await onSubmit(draft)) {
      setDraft({ heading: '', content: '', headingHi: '', contentHi: '', image: null });
      setFileKey((k) => k + 1);
    }
  };

  return (
    <form
      className="admin-panel form-stack"
      noValidate
      aria-label={editing ? 'Edit blog' : 'Add blog'}
      onSubmit={(e) => {
        void submit(e);
      }}
    >
      <h2>{editing ? 'Edit Blog' : 'Add Blog'}</h2>
      <FormField id="blog-heading" label="Heading" error={errors.heading}>
        <input
          id="blog-heading"
          value={draft.heading}
          maxLength={200}
          required
          onChange={(e) => setDraft({ ...draft, heading: e.target.value })}
          {...fieldAria('blog-heading', errors.heading)}
        />
      </FormField>
      <FormField id="blog-image" label="Image" error={errors.image} hint={editing ? 'Leave empty to keep the current image.' : undefined}>
        <input
          key={fileKey}
          id="blog-image"
          type="file"
          accept="image/*"
          required={!editing}
          onChange={(e) => setDraft({ ...draft, image: e.target.files?.[0] ?? null })}
          {...fieldAria('blog-image', errors.image)}
        />
      </FormField>
      <FormField id="blog-content" label="Content" error={errors.content}>
        <textarea
          id="blog-content"
          value={draft.content}
          rows={8}
          required
          onChange={(e) => setDraft({ ...draft, content: e.target.value })}
          {...fieldAria('blog-content', errors.content)}
        />
      </FormField>
      <FormField id="blog-heading-hi" label="Heading in Hindi (optional)">
        <input
          id="blog-heading-hi"
          lang="hi"
          value={draft.headingHi}
          maxLength={200}
          onChange={(e) => setDraft({ ...draft, headingHi: e.target.value })}
        />
      </FormField>
      <FormField
        id="blog-content-hi"
        label="Content in Hindi (optional)"
        hint="Shown on the Hindi site; left empty, the Hindi site shows the English."
      >
        <textarea
          id="blog-content-hi"
          lang="hi"
          value={draft.contentHi}
          rows={6}
          onChange={(e) => setDraft({ ...draft, contentHi: e.target.value })}
        />
      </FormField>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {editing ? 'Update Blog' : 'Add Blog'}
        </button>
        {editing && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
