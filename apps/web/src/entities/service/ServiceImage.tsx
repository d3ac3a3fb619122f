import { useState } from 'react';
import { serviceImageSrcSet, serviceImageUrl } from '@navette/shared';
import { ImageOffIcon } from '../../components/PageIcons';

const WIDTH = 480;
const HEIGHT = 300;

/**
 * A service's picture at a fixed 8:5 ratio, or a placeholder ('Image indisponible') when it has
 * none or it cannot be loaded: the booking picker and the back-office's service cards show the
 * same thing. The caller passes the placeholder's text from its own namespace.
 */
export const ServiceImage = ({
  image,
  unavailable,
  eager = false,
}: {
  image: string;
  unavailable: string;
  /** In the first screen (the picker's first card): loaded at once, not when laid out. */
  eager?: boolean;
}) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = image ? serviceImageUrl(image) : '';

  if (!src || failedSrc === src) {
    return (
      <span className="flex aspect-[8/5] w-full flex-col items-center justify-center gap-2 bg-ink-50 text-slate-600">
        <ImageOffIcon className="size-8" />
        <span className="text-sm">{unavailable}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      // an uploaded image comes in two widths; the cards are at most about 480 px wide
      srcSet={serviceImageSrcSet(image)}
      sizes="(min-width: 640px) 480px, 100vw"
      alt=""
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className="aspect-[8/5] h-auto w-full bg-ink-50 object-cover"
    />
  );
};
