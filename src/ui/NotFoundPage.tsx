import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Page not found</h1>
        <Link to="/">Go Back Home</Link>
      </div>
    </section>
  );
}
