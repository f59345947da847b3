import { useState } from 'react';

interface PreviewThumbnailProps {
  src: string | null;
  alt: string;
  /** Shown in place of the picture when it fails to load. */
  failedText: string;
  /** Shown when there is no picture at all. */
  emptyText: string;
}

/** A small picture of an image or icon on a light tile, or a short text when there is none. */
export function PreviewThumbnail({ src, alt, failedText, emptyText }: PreviewThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null) return <span className="text-xs text-muted">{emptyText}</span>;
  if (failedSrc === src)
    return <span className="block max-w-24 text-xs text-red-700 dark:text-red-300">{failedText}</span>;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className="size-12 rounded-lg border border-line bg-white object-contain p-1"
      onError={() => setFailedSrc(src)}
    />
  );
}
