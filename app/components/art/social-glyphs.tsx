/** A simple glyph for a profile link; decorative, the link carries the name. */
function Glyph({ children }: { children: React.ReactNode }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect width="20" height="20" rx="4" fill="currentColor" />
      {children}
    </svg>
  );
}

export const LinkedinGlyph = () => (
  <Glyph>
    <rect x="4.5" y="8" width="2.4" height="7.5" fill="#fff" />
    <circle cx="5.7" cy="5.3" r="1.45" fill="#fff" />
    <path
      d="M9 8h2.3v1.1c.4-.7 1.3-1.3 2.5-1.3 2 0 2.7 1.2 2.7 3.3v4.4h-2.4v-3.9c0-1-.3-1.7-1.2-1.7s-1.5.7-1.5 1.7v3.9H9z"
      fill="#fff"
    />
  </Glyph>
);

export const XGlyph = () => (
  <Glyph>
    <path d="M5 5h3l7 10h-3z" fill="#fff" />
    <path d="M14.6 5h-1.3l-3.1 3.6.7 1zM5.4 15h1.3l3.2-3.7-.7-1z" fill="#fff" />
  </Glyph>
);
