export function TwitchIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M4.3 3 3 6.4v13.8h4.7V23h2.6l2.8-2.8h3.8l5.1-5.1V3H4.3zm15.4 11.1-2.9 2.9h-4.7l-2.5 2.5V17H5.6V4.7h14.1v9.4zM16.8 8h-1.7v5h1.7V8zm-4.7 0h-1.7v5h1.7V8z" />
    </svg>
  );
}
