import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { lockPageScroll } from '../../lib/scroll-lock.ts';

/** A photo as the viewer shows it: its largest stored file and its own size. */
export type ViewerPhoto = { src: string; width: number; height: number; alt: string };

type Point = { x: number; y: number };
/** The photo's zoom and where it has been moved to, from the stage's centre, in px. */
type View = { scale: number; x: number; y: number };

const FIT: View = { scale: 1, x: 0, y: 0 };
const MAX_SCALE = 4;
// A double tap or the zoom button: this much larger.
const TAP_SCALE = 2.5;
// A finger moved this far sideways at fit size is a swipe to the next or previous photo.
const SWIPE_PX = 50;
const DOUBLE_TAP_MS = 300;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const middle = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});
const spread = (points: Point[]) =>
  points.length < 2 ? 1 : Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y);

/**
 * The listing's photos full screen, in a modal <dialog> (focus inside, Escape closes, the page
 * behind holds still). Swipe, the arrow keys or the buttons move between photos (looping, as
 * the slider does); two fingers pinch and pan, a double tap or the zoom button zooms (Ctrl or
 * a trackpad pinch with the wheel on a desktop). Loaded only when a photo is first opened.
 */
export function PhotoViewer({
  photos,
  start,
  onClose,
}: {
  photos: ViewerPhoto[];
  start: number;
  /** Called once the dialog has closed, with the photo it showed last. */
  onClose: (index: number) => void;
}) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const total = photos.length;
  const [index, setIndex] = useState(start);
  const photo = photos[index]!;
  const [view, setView] = useState(FIT);
  // How far a finger has dragged the photo sideways (at fit size), before it lets go.
  const [swipe, setSwipe] = useState(0);
  const [touching, setTouching] = useState(false);

  // The gesture handlers read these between renders.
  const live = useRef({ index, view, swipe });
  live.current = { index, view, swipe };
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ view: View; mid: Point; spread: number; moved: boolean } | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current!;
    dialog.showModal();
    closeRef.current?.focus();
    const unlockScroll = lockPageScroll();
    return () => {
      unlockScroll();
      if (dialog.open) dialog.close();
    };
  }, []);

  // The neighbours load while this one is looked at.
  useEffect(() => {
    for (const step of [1, -1]) new Image().src = photos[(index + step + total) % total]!.src;
  }, [photos, index, total]);

  /** The view with the photo kept over the stage (no empty edge pulled into sight). */
  const within = (next: View): View => {
    const stage = stageRef.current;
    if (!stage) return next;
    const { clientWidth: w, clientHeight: h } = stage;
    const fit = Math.min(w / photo.width, h / photo.height);
    const maxX = Math.max(0, (photo.width * fit * next.scale - w) / 2);
    const maxY = Math.max(0, (photo.height * fit * next.scale - h) / 2);
    return { scale: next.scale, x: clamp(next.x, -maxX, maxX), y: clamp(next.y, -maxY, maxY) };
  };

  const go = (step: 1 | -1) => {
    setIndex((i) => (i + step + total) % total);
    setView(FIT);
    setSwipe(0);
  };

  /** Fit size, or larger around `at` (from the stage's centre). */
  const toggleZoom = (at: Point = { x: 0, y: 0 }) => {
    setView(
      live.current.view.scale > 1
        ? FIT
        : within({ scale: TAP_SCALE, x: at.x * (1 - TAP_SCALE), y: at.y * (1 - TAP_SCALE) }),
    );
  };

  const fromCentre = (event: { clientX: number; clientY: number }): Point => {
    const box = stageRef.current!.getBoundingClientRect();
    return {
      x: event.clientX - box.left - box.width / 2,
      y: event.clientY - box.top - box.height / 2,
    };
  };

  // Each finger added or lifted starts the gesture again from where the photo is now.
  const restart = () => {
    const points = [...pointers.current.values()];
    gesture.current = {
      view: live.current.view,
      mid: middle(points),
      spread: spread(points),
      moved: gesture.current?.moved ?? false,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, fromCentre(event));
    restart();
    setTouching(true);
    // A second finger turns a swipe into a pinch.
    if (pointers.current.size > 1) setSwipe(0);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || !pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, fromCentre(event));
    const points = [...pointers.current.values()];
    const mid = middle(points);
    if (points.length > 1 || Math.hypot(mid.x - g.mid.x, mid.y - g.mid.y) > 8) g.moved = true;
    if (points.length > 1) {
      // Pinch: the point between the fingers stays under them.
      const scale = clamp((g.view.scale * spread(points)) / g.spread, 1, MAX_SCALE);
      const k = scale / g.view.scale;
      setView(
        within({ scale, x: mid.x - (g.mid.x - g.view.x) * k, y: mid.y - (g.mid.y - g.view.y) * k }),
      );
    } else if (g.view.scale > 1) {
      setView(
        within({
          scale: g.view.scale,
          x: g.view.x + mid.x - g.mid.x,
          y: g.view.y + mid.y - g.mid.y,
        }),
      );
    } else if (total > 1) {
      setSwipe(mid.x - g.mid.x);
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size > 0) {
      restart();
      return;
    }
    const g = gesture.current;
    gesture.current = null;
    setTouching(false);
    const { swipe: dragged, view: now } = live.current;
    if (now.scale < 1.05 && now.scale !== 1) setView(FIT);
    if (Math.abs(dragged) > SWIPE_PX) go(dragged < 0 ? 1 : -1);
    else setSwipe(0);
    if (!g || g.moved || event.type === 'pointercancel') return;
    // A tap: the second of two quick taps in one place zooms.
    const point = fromCentre(event);
    const last = lastTap.current;
    if (
      last &&
      event.timeStamp - last.at < DOUBLE_TAP_MS &&
      Math.hypot(point.x - last.point.x, point.y - last.point.y) < 30
    ) {
      lastTap.current = null;
      toggleZoom(point);
    } else {
      lastTap.current = { at: event.timeStamp, point };
    }
  };

  // A trackpad pinch (and Ctrl with the wheel) zooms the photo rather than the page.
  useEffect(() => {
    const stage = stageRef.current!;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const { view: v } = live.current;
      const scale = clamp(v.scale * Math.exp(-event.deltaY / 100), 1, MAX_SCALE);
      const at = fromCentre(event);
      const k = scale / v.scale;
      setView(within({ scale, x: at.x - (at.x - v.x) * k, y: at.y - (at.y - v.y) * k }));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  });

  const zoomed = view.scale > 1;
  const tool =
    'inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';
  const arrow =
    'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/60 text-white ring-1 ring-white/20 hover:bg-slate-900/85 focus-visible:outline-2 focus-visible:outline-white';

  return (
    // The arrow keys move between photos wherever focus is in the dialog; Escape is the
    // dialog's own.
    <dialog
      ref={dialogRef}
      aria-label={t('details.viewer.label')}
      onClose={() => onClose(live.current.index)}
      onKeyDown={(event) => {
        if (total < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
        event.preventDefault();
        go(event.key === 'ArrowLeft' ? -1 : 1);
      }}
      className="m-0 size-full max-h-none max-w-none overscroll-contain bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 px-2 py-1">
          <p aria-live="polite" className="px-2 text-sm font-semibold tabular-nums">
            {t('details.gallery.slide', { current: index + 1, total })}
          </p>
          <div className="flex items-center gap-1">
            <button
              type="button"
              aria-pressed={zoomed}
              onClick={() => toggleZoom()}
              className={tool}
            >
              <Icon
                d={
                  zoomed
                    ? 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM20 20l-4.9-4.9M7.5 10.5h6'
                    : 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM20 20l-4.9-4.9M7.5 10.5h6M10.5 7.5v6'
                }
                viewBox="0 0 24 24"
                className="size-6"
                stroke="2"
                strokeLinecap="round"
              />
              <span className="sr-only">{t('details.viewer.zoom')}</span>
            </button>
            <button
              ref={closeRef}
              type="button"
              onClick={() => dialogRef.current?.close()}
              className={tool}
            >
              <Icon
                d="M6 6l12 12M18 6 6 18"
                viewBox="0 0 24 24"
                className="size-6"
                stroke="2"
                strokeLinecap="round"
              />
              <span className="sr-only">{t('dialog.close')}</span>
            </button>
          </div>
        </div>

        <div className="relative min-h-0 flex-1">
          <div
            ref={stageRef}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            className={`absolute inset-0 touch-none select-none overflow-hidden ${zoomed ? 'cursor-grab active:cursor-grabbing' : ''}`}
          >
            <img
              key={photo.src}
              src={photo.src}
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              draggable={false}
              style={{
                transform: `translate(${view.x + swipe}px, ${view.y}px) scale(${view.scale})`,
              }}
              className={`size-full object-contain ${touching ? '' : 'transition-transform duration-200 ease-out motion-reduce:transition-none'}`}
            />
          </div>
          {total > 1 ? (
            <>
              <button type="button" onClick={() => go(-1)} className={`${arrow} left-2 sm:left-4`}>
                <Icon d="m15 5-7 7 7 7" viewBox="0 0 24 24" stroke="2.5" />
                <span className="sr-only">{t('details.viewer.previous')}</span>
              </button>
              <button type="button" onClick={() => go(1)} className={`${arrow} right-2 sm:right-4`}>
                <Icon d="m9 5 7 7-7 7" viewBox="0 0 24 24" stroke="2.5" />
                <span className="sr-only">{t('details.viewer.next')}</span>
              </button>
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
