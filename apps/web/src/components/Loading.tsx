/**
 * Spinner while loading. Plain SVG, no MUI component: the router shows it on the first load, before any
 * page code, and the first load then needs no styled-component engine (see bench/web/bundle-size.mjs).
 * The colour is the theme's primary (MUI's CSS variables).
 */
export function Loading({ label = '読み込み中…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      style={{
        display: 'flex',
        justifyContent: 'center',
        padding: '48px 0',
        color: 'var(--mui-palette-primary-main)',
      }}
    >
      <svg width="40" height="40" viewBox="0 0 44 44" aria-hidden="true">
        <circle
          cx="22"
          cy="22"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.6"
          strokeLinecap="round"
          strokeDasharray="80 126"
        >
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 22 22"
            to="360 22 22"
            dur="1.4s"
            repeatCount="indefinite"
          />
        </circle>
      </svg>
    </div>
  );
}
