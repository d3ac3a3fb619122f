import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceImageUrl } from '@navette/shared';
import { ImageOffIcon } from '../../../components/Icons';

const WIDTH = 480;
const HEIGHT = 300;

/** A service's picture at a fixed 8:5 ratio, or a placeholder when it cannot be loaded. */
export const ServiceImage = ({ image }: { image: string }) => {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = image ? serviceImageUrl(image) : '';

  if (!src || failedSrc === src) {
    return (
      <span className="flex aspect-[8/5] w-full flex-col items-center justify-center gap-2 bg-ink-50 text-slate-600">
        <ImageOffIcon className="size-8" />
        <span className="text-sm">{t('booking.picker.imageUnavailable')}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className="aspect-[8/5] h-auto w-full bg-ink-50 object-cover"
    />
  );
};
