export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-white py-8 text-sm text-muted">
      <div className="container-page">Handmade in Winnipeg, Manitoba. Free shipping on orders over $75.</div>
    </footer>
  );
}
