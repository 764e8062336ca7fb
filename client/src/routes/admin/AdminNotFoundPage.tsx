import { Link } from 'react-router-dom';

export function AdminNotFoundPage() {
  return (
    <section className="admin-screen">
      <h1>Admin Page Not Found</h1>
      <p>
        <Link to="/admin/dashboard">Back to the dashboard</Link>
      </p>
    </section>
  );
}
