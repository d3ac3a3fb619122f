import { useEffect, useState } from 'react';

/**
 * False until the component's first render has been painted, then true: what renders behind it
 * (and the code it loads) starts after the first screen is on the display, out of its way
 * (docs/decisions/0040-scripts-after-first-paint.md). A hidden tab paints no frame: it waits for none.
 */
export const usePainted = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    let frame = 0;
    if (document.visibilityState === 'hidden') done();
    else frame = requestAnimationFrame(done);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
};
