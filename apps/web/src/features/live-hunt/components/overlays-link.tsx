/** The overlays (keys, addresses, look) have their own page; the console only points to it. */
export function OverlaysLink() {
  return (
    <div className="mb-6 rounded-2xl border border-border bg-surface p-4 text-sm">
      <h2 className="mb-1 text-lg font-bold">OBS overlays</h2>
      <p className="text-muted">
        The overlay key, the addresses to paste into OBS and the overlays' look are on{' '}
        <a href="/admin/overlays" className="text-accent underline">
          /admin/overlays
        </a>
        .
      </p>
    </div>
  );
}
