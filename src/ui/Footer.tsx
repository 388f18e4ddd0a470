export function Footer() {
  return <footer />;
}
