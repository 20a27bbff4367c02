import { useCallback } from 'react';

interface BlobImageProps {
  blob: Blob;
  alt: string;
  className?: string;
}

/**
 * An <img> showing bytes fetched with the bearer token, or a file just picked; the object URL lives exactly as
 * long as the element shows this blob (a React 19 ref callback with cleanup).
 */
export function BlobImage({ blob, alt, className }: BlobImageProps) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} className={className} />;
}
