/** The slide show's own glyphs (24×24 like components/ui/Icon), decorative: buttons carry the names. */
export function PauseIcon() {
  return (
    <svg className="ui-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg className="ui-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
