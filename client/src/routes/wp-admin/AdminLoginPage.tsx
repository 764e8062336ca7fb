import '../admin/admin.css';

/**
 * Slot: admin login, email and password (SPEC.md sections 5, 7, 8). Admin feature.
 * On success call useSession().setAdminToken(token) and navigate('/admin/dashboard').
 * Default export: loaded lazily with the admin chunk.
 */
export default function AdminLoginPage() {
  return (
    <main className="admin-login">
      <section className="admin-login__card">
        <h1>Admin Login</h1>
      </section>
    </main>
  );
}
