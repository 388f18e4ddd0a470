export function Placeholder({ title }: { title: string }) {
  return (
    <section className="section">
      <div className="container">
        <h1>{title}</h1>
      </div>
    </section>
  );
}
