import type { FetchPriority, PictureView } from './view-models.ts';

interface PictureProps {
  picture: PictureView;
  sizes: string;
  loading: 'eager' | 'lazy';
  /** `fetchpriority`: `auto` leaves it to the browser. */
  priority: FetchPriority;
}

/** A responsive `<picture>`: AVIF and WebP sources, a JPEG `<img>` with its intrinsic size. */
export function Picture({ picture, sizes, loading, priority }: PictureProps) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={picture.colorClass}
        src={picture.src}
        srcSet={picture.srcset}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={loading}
        decoding="async"
        {...(priority === 'auto' ? {} : { fetchPriority: priority })}
      />
    </picture>
  );
}
