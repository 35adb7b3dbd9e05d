import { useT } from '@omnicanal/ui';
import { useEffect, useRef, useState } from 'react';
import { uploadIdOf } from '../model/uploads.ts';

const hostOf = (src: string) => {
  try {
    return new URL(src).host;
  } catch {
    return src;
  }
};

/**
 * A picture in the log. Pictures of our own uploads service load at once; any other one would tell
 * its host the agent's address and that the conversation is open right now, so it waits behind a
 * button that names the host and loads it when the agent asks. `src` must already have gone through
 * safeHref.
 */
export function Thumbnail({ src, alt }: { src: string; alt: string }) {
  const t = useT();
  const [shown, setShown] = useState(() => uploadIdOf(src) !== null);
  const [asked, setAsked] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // The button is gone once clicked: keyboard focus moves to the picture it revealed.
  useEffect(() => {
    if (asked) image.current?.focus();
  }, [asked]);
  if (!shown)
    return (
      <p className="image-placeholder">
        <span>{t('inbox-composer:content.outsideImage', { host: hostOf(src) })}</span>{' '}
        <button
          type="button"
          onClick={() => {
            setShown(true);
            setAsked(true);
          }}
        >
          {t('inbox-composer:content.showImage')}
        </button>
      </p>
    );
  return (
    <img
      ref={image}
      className="thumbnail"
      src={src}
      alt={alt}
      tabIndex={asked ? -1 : undefined}
      loading="lazy"
      referrerPolicy="no-referrer"
    />
  );
}
