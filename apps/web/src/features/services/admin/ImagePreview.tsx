import { useEffect, useRef, useState } from 'react';

const WIDTH = 480;
const HEIGHT = 300;

/**
 * The chosen file drawn on a canvas, not shown through a blob: or data: URL: the site's
 * Content-Security-Policy allows images from its own origin only (apps/server's security
 * headers), and a canvas is not subject to it. A file the browser cannot decode shows
 * `unreadable`; the server decides in the end (docs/decisions/0030-service-images.md).
 */
export const ImagePreview = ({
  file,
  label,
  unreadable,
}: {
  file: File;
  label: string;
  unreadable: string;
}) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failedFile, setFailedFile] = useState<File | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (typeof createImageBitmap !== 'function') return undefined;
    createImageBitmap(file)
      .then((bitmap) => {
        const context = canvas.current?.getContext('2d');
        if (!cancelled && context) {
          // cover the 8:5 frame, as the cards do
          const scale = Math.max(WIDTH / bitmap.width, HEIGHT / bitmap.height);
          const width = bitmap.width * scale;
          const height = bitmap.height * scale;
          context.clearRect(0, 0, WIDTH, HEIGHT);
          context.drawImage(bitmap, (WIDTH - width) / 2, (HEIGHT - height) / 2, width, height);
        }
        bitmap.close();
      })
      .catch(() => {
        if (!cancelled) setFailedFile(file);
      });
    return () => {
      cancelled = true;
    };
  }, [file]);

  if (failedFile === file) return <p className="text-sm text-error-600">{unreadable}</p>;
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT}
      className="aspect-[8/5] h-auto w-full max-w-xs rounded-md bg-ink-50"
    />
  );
};
