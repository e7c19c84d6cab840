export interface LogoMarkProps {
  readonly className?: string;
  /** What a screen reader says; without it the drawing is decorative (its text is beside it). */
  readonly label?: string;
}

/**
 * The Skybook logo drawn in the page itself. As an `<img>` of an SVG file, the browser builds a
 * whole separate document for it on the main thread when it arrives (15–25 ms for the first SVG
 * image of a page on this machine; design §5 Speed: TBT); inline, it is a few more elements. The
 * bare shell (index.html), which paints before any script, shows the same drawing from
 * assets/skybook-logo.svg. The word is fitted to its box (`textLength`): the fonts named are not
 * on every device, and a wider fallback cut off its last letter.
 */
export function LogoMark({ className, label }: LogoMarkProps) {
  const labelled = label !== undefined;
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      width="148"
      height="36"
      viewBox="0 0 148 36"
      role={labelled ? 'img' : undefined}
      aria-label={label}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      <circle cx="17" cy="18" r="15" fill="#FFC629" />
      <path d="M1.5 25.5C9 19.5 20.5 12.5 34 9.5l-6.5 6.2c-9.5 2.3-17.8 6.2-26 9.8z" fill="#FFFFFF" />
      <path
        d="M9.5 29.5c6-3.4 12.4-6 19-7.6l-3.6 4.4c-5.5 1.3-10.3 2.6-15.4 3.2z"
        fill="#FFFFFF"
        opacity=".85"
      />
      <text
        x="40"
        y="26"
        fill="#FFFFFF"
        fontFamily="'Segoe UI', 'Helvetica Neue', Arial, sans-serif"
        fontSize="24"
        fontWeight="800"
        fontStyle="italic"
        letterSpacing="-0.5"
        textLength="104"
        lengthAdjust="spacingAndGlyphs"
      >
        Skybook
      </text>
    </svg>
  );
}
