type Props = { label?: string; className?: string }

/** A plain heart drawn inline (no request): the GIF's stand-in, and the error view's emblem. */
export function HeartMark({ label, className = 'heart-mark' }: Props) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 29"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d="M16 29 3.3 16.4A8.3 8.3 0 0 1 16 5.6a8.3 8.3 0 0 1 12.7 10.8Z" />
    </svg>
  )
}
