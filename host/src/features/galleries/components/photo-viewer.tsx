import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Photo } from 'shared/contracts';
import { ResponsivePicture } from 'shared/ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1500;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  background: rgb(10 8 20 / 92%);
  color: #fff;
  &:focus {
    outline: none;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  p {
    margin: 0;
  }
`;

const Stage = styled.figure`
  margin: 0;
  min-height: 0;
  display: grid;
  grid-template-rows: 1fr auto;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  img {
    max-width: 100%;
    max-height: calc(100vh - 180px);
    width: auto;
    height: auto;
    object-fit: contain;
  }
  figcaption {
    max-width: 65ch;
    text-align: center;
  }
`;

const Button = styled.button`
  font: inherit;
  min-width: 44px;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 999px;
  border: 2px solid #fff;
  background: transparent;
  color: #fff;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
`;

type PhotoViewerProps = {
  photos: readonly Photo[];
  index: number;
  /** Names the viewer for screen readers, e.g. the gallery's name. */
  label: string;
  onShow: (index: number) => void;
  onClose: () => void;
};

/**
 * One photo of a set, enlarged over the page: ← and → step through (round from the last to the
 * first), Home and End jump to the ends, Escape closes. Focus starts on Close and stays inside
 * while it is open; whoever opens it puts focus back where it was.
 */
export function PhotoViewer({ photos, index, label, onShow, onClose }: PhotoViewerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const photo = photos[index];
  const last = photos.length - 1;

  useEffect(() => {
    close.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const go = {
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowRight: index === last ? 0 : index + 1,
      Home: 0,
      End: last,
    }[event.key];
    if (go !== undefined) {
      event.preventDefault();
      onShow(go);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, dialog.current);
    }
  };

  if (!photo) return null;
  return (
    <Backdrop ref={dialog} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} onKeyDown={onKeyDown}>
      <Bar>
        <p aria-live="polite">
          Photo {index + 1} of {photos.length}
        </p>
        <Button ref={close} type="button" onClick={onClose}>
          Close
        </Button>
      </Bar>
      <Stage>
        <ResponsivePicture key={photo.id} photo={photo} sizes="100vw" priority />
        <figcaption>{photo.alt}</figcaption>
      </Stage>
      {photos.length > 1 && (
        <Bar>
          <Button type="button" onClick={() => onShow(index === 0 ? last : index - 1)}>
            Previous photo
          </Button>
          <Button type="button" onClick={() => onShow(index === last ? 0 : index + 1)}>
            Next photo
          </Button>
        </Bar>
      )}
    </Backdrop>
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  const controls = container ? [...container.querySelectorAll<HTMLElement>('button')] : [];
  const first = controls[0];
  const lastControl = controls.at(-1);
  if (!first || !lastControl) return;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
    event.preventDefault();
    lastControl.focus();
  } else if (!event.shiftKey && document.activeElement === lastControl) {
    event.preventDefault();
    first.focus();
  }
}
