import { useCallback, useEffect, useRef, useState } from 'react';

// The site's carousels move a row that the browser scrolls (CSS scroll snap): touch swipes,
// trackpads and the keyboard scroll it natively, and without JavaScript it is the same row. The
// script only adds what scrolling lacks: arrows and dots that move one stop with a timed
// transition, looping from the last stop to the first, and which stop is in view. It replaced
// Embla (issue 27: 7.7 KB brotli on the home and details pages' first view).

/**
 * Where the row can stop, in pixels from its start: each slide's left edge, capped at the
 * furthest the row scrolls; slides that share the last stop (the end of a row showing several)
 * are one stop.
 */
export function snapStops(slideLefts: readonly number[], maxScroll: number): number[] {
  const stops: number[] = [];
  for (const left of slideLefts) {
    const stop = Math.max(0, Math.min(Math.round(left), Math.round(maxScroll)));
    if (stops.length === 0 || stop > stops[stops.length - 1]! + 1) stops.push(stop);
  }
  return stops.length > 0 ? stops : [0];
}

/** The stop nearest a scroll position. */
export function nearestStop(stops: readonly number[], scrollLeft: number): number {
  let best = 0;
  for (let i = 1; i < stops.length; i += 1) {
    if (Math.abs(stops[i]! - scrollLeft) < Math.abs(stops[best]! - scrollLeft)) best = i;
  }
  return best;
}

/** The stop one step from `from`, looping past either end. */
export function stepStop(from: number, step: 1 | -1, count: number): number {
  return (from + step + count) % count;
}

/** Slow at both ends: a move that starts and settles gently, over a fixed time. */
export const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Whether the visitor asked for reduced motion (false on the server and before hydration). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Runs `advance` every `delay` ms while `playing`; a move in between (`selected`) restarts it. */
export function useAutoplay(
  playing: boolean,
  delay: () => number,
  advance: () => void,
  selected: number,
) {
  const latest = useRef({ delay, advance });
  latest.current = { delay, advance };
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => latest.current.advance(), latest.current.delay());
    return () => clearTimeout(timer);
  }, [playing, selected]);
}

/**
 * A scroll-snap row as a carousel. `viewportRef` goes on the scrolling element, whose first
 * child holds the slides. `ready` is true once the script runs (arrows can show); `selected`
 * is the stop in view; `scrollTo` moves to a stop over `duration` ms (at once under reduced
 * motion or with `instant`).
 */
export function useSnapCarousel({
  duration,
  reducedMotion,
}: {
  duration: number;
  reducedMotion: boolean;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(1);
  const stops = useRef<number[]>([0]);
  // The stop a move is heading for: where the next step counts from, mid-move too.
  const heading = useRef(0);
  const moving = useRef(0);

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    const row = viewport?.firstElementChild;
    if (!viewport || !row) return;
    const origin = viewport.getBoundingClientRect().left - viewport.scrollLeft;
    const lefts = [...row.children].map((slide) => slide.getBoundingClientRect().left - origin);
    stops.current = snapStops(lefts, viewport.scrollWidth - viewport.clientWidth);
    setCount(stops.current.length);
    if (!moving.current) {
      heading.current = nearestStop(stops.current, viewport.scrollLeft);
      setSelected(heading.current);
    }
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    measure();
    setReady(true);
    // Swipes and trackpads move the row themselves: follow them to the stop they leave in view.
    let frame = 0;
    const onScroll = () => {
      if (moving.current || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        heading.current = nearestStop(stops.current, viewport.scrollLeft);
        setSelected(heading.current);
      });
    };
    const resized = new ResizeObserver(measure);
    resized.observe(viewport);
    viewport.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(moving.current);
      moving.current = 0;
      resized.disconnect();
      viewport.removeEventListener('scroll', onScroll);
    };
  }, [measure]);

  const scrollTo = useCallback(
    (index: number, instant = false) => {
      const viewport = viewportRef.current;
      const to = stops.current[index];
      if (!viewport || to === undefined) return;
      heading.current = index;
      setSelected(index);
      cancelAnimationFrame(moving.current);
      const from = viewport.scrollLeft;
      if (instant || reducedMotion || duration <= 0 || Math.abs(to - from) < 1) {
        moving.current = 0;
        viewport.style.scrollSnapType = '';
        viewport.scrollLeft = to;
        return;
      }
      // Snapping would pull each step of the move back to a stop: off while it runs.
      viewport.style.scrollSnapType = 'none';
      const start = performance.now();
      const frame = (now: number) => {
        const t = Math.min(1, (now - start) / duration);
        viewport.scrollLeft = from + (to - from) * easeInOut(t);
        if (t < 1) {
          moving.current = requestAnimationFrame(frame);
        } else {
          moving.current = 0;
          viewport.style.scrollSnapType = '';
        }
      };
      moving.current = requestAnimationFrame(frame);
    },
    [duration, reducedMotion],
  );

  const step = useCallback(
    (by: 1 | -1) => scrollTo(stepStop(heading.current, by, stops.current.length)),
    [scrollTo],
  );

  return { viewportRef, ready, selected, count, scrollTo, step };
}
