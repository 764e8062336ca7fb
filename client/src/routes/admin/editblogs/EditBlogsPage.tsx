import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../../gql';
import type { BlogCard_BlogFragment } from '../../../gql/graphql';
import { QueryCell } from '../../../components/QueryCell';
import { uploadUrl } from '../../../components/uploadUrl';
import { blogCardFragment } from '../../../components/blogs/BlogCard';
import { blogsDocument } from '../../../components/blogs/blogsQuery';
import { blogPreview, formatDate } from '../../../components/blogs/blogText';
import { AdminCard } from '../AdminCard';
import { AdminScreen } from '../AdminScreen';
import { BlogForm, type BlogDraft } from './BlogForm';
import { useCreateBlogMutation } from './useCreateBlogMutation';
import { useDeleteBlogMutation } from './useDeleteBlogMutation';
import { useUpdateBlogMutation } from './useUpdateBlogMutation';
import '../../../components/form/form.css';
import '../../../components/data-table.css';
import '../content-admin.css';

/** Blogs (SPEC.md section 2): the form plus the list with Edit and Delete. Failures are only logged (section 8). */
export function EditBlogsPage() {
  const { data, error } = useQuery(blogsDocument);
  const [editing, setEditing] = useState<BlogCard_BlogFragment | null>(null);
  const [createBlog, created] = useCreateBlogMutation();
  const [updateBlog, updated] = useUpdateBlogMutation();
  const [deleteBlog, deleted] = useDeleteBlogMutation();

  const save = async ({ heading, content, headingHi, contentHi, image }: BlogDraft): Promise<boolean> => {
    const input = {
      heading: heading.trim(),
      content: content.trim(),
      headingHi: headingHi.trim() || null,
      contentHi: contentHi.trim() || null,
    };
    try {
      if (editing) await updateBlog({ variables: { id: editing.id, input, image } });
      else await createBlog({ variables: { input, image } });
      setEditing(null);
      return true;
    } catch (err) {
      console.error('Error saving blog', err);
      return false;
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteBlog({ variables: { id } });
      if (editing?.id === id) setEditing(null);
    } catch (err) {
      console.error('Error deleting blog', err);
    }
  };

  return (
    <AdminScreen title="Blogs">
      <BlogForm
        key={editing?.id ?? 'new'}
        editing={editing}
        busy={created.loading || updated.loading}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
      <QueryCell
        data={data && getFragmentData(blogCardFragment, data.blogs)}
        error={error}
        what="the blogs"
        failure={null}
        isEmpty={(blogs) => blogs.length === 0}
        empty={<p className="admin-empty">No blogs found.</p>}
      >
        {(blogs) => (
          <ul className="admin-cards" aria-label="Blogs">
            {blogs.map((blog) => (
              <AdminCard
                key={blog.id}
                label={blog.heading}
                image={<img className="admin-card__image" src={uploadUrl(blog.image)} alt="" loading="lazy" />}
                actions={
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(blog)}>
                    Edit
                  </button>
                }
                busy={deleted.loading}
                onDelete={() => {
                  void remove(blog.id);
                }}
              >
                <h3>{blog.heading}</h3>
                <p className="admin-card__meta">{formatDate(blog.createdAt)}</p>
                <p className="admin-card__text">{blogPreview(blog.content)}</p>
              </AdminCard>
            ))}
          </ul>
        )}
      </QueryCell>
    </AdminScreen>
  );
}
