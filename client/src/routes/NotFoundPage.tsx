import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>404 Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="btn btn--primary" to="/">
        Go back home
      </Link>
    </section>
  );
}
