import { ChevronLeft, ChevronRight } from '../../../ui/icons.tsx';
import { type FocusEvent, type PointerEvent, useRef, useState } from 'react';
import type { HeroSlide } from '../fallback-slides.ts';
import { useSlider } from '../use-slider.ts';
import '../hero.css';

const SWIPE_PX = 50;
/** The large variant's width (hero-slides.ts) at 16:9; CSS covers the hero's box with it. */
const HERO_IMAGE_WIDTH = 1280;
const HERO_IMAGE_HEIGHT = 720;

/**
 * The hero slider's state and the listener's interactions that pause it: a mouse
 * over the hero, the keyboard focus inside it, a finger on it. `handlers` go on the hero section,
 * which also turns a horizontal swipe into the next or previous slide.
 */
export function useHeroSlider(count: number) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touching, setTouching] = useState(false);
  const slider = useSlider(count, hovered || focused || touching);
  const swipeStart = useRef<number | null>(null);

  const endSwipe = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    const start = swipeStart.current;
    swipeStart.current = null;
    setTouching(false);
    if (start === null) return;
    const distance = event.clientX - start;
    if (distance <= -SWIPE_PX) slider.next();
    else if (distance >= SWIPE_PX) slider.previous();
  };
  const handlers = {
    onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true),
    onPointerLeave: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false),
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      swipeStart.current = event.clientX;
      setTouching(true);
    },
    onPointerUp: endSwipe,
    onPointerCancel: endSwipe,
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocused(false),
  };
  return { ...slider, paused: hovered || focused || touching, handlers };
}

/**
 * The stacked slides, fading over 1 s (at once with reduced motion). The first slide's image is
 * the page's largest paint: eager, high priority, sized by `srcset`; the others load lazily.
 * A spinner while the current slide's image loads (a failed image ends it too).
 */
export function HeroSlides({ slides, index, still }: { slides: HeroSlide[]; index: number; still: boolean }) {
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const settle = (key: string) => setSettled((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));
  const current = slides[index];
  return (
    <>
      <ul className={`hero-slides ${still ? 'hero-slides--still' : ''}`}>
        {slides.map((slide, position) => (
          <li key={slide.key} className={`hero-slide ${position === index ? 'is-current' : ''}`} aria-hidden={position !== index} data-testid="hero-slide">
            <img
              // An image already in the cache, or loaded (or failed) before the server-rendered page was
              // hydrated, is complete before React listens for its load.
              ref={(image) => {
                if (image?.complete) settle(slide.key);
              }}
              onLoad={() => settle(slide.key)}
              onError={() => settle(slide.key)}
              src={slide.src}
              srcSet={slide.srcSet}
              sizes={slide.srcSet ? '100vw' : undefined}
              alt={slide.description ? `${slide.title} — ${slide.description}` : slide.title}
              // The intrinsic size the hero's box crops to (16:9): the browser reserves it before any byte arrives.
              width={HERO_IMAGE_WIDTH}
              height={HERO_IMAGE_HEIGHT}
              loading={position === 0 ? 'eager' : 'lazy'}
              decoding={position === 0 ? undefined : 'async'}
              fetchPriority={position === 0 ? 'high' : 'low'}
              draggable={false}
            />
          </li>
        ))}
      </ul>
      {current && !settled.has(current.key) && (
        <div className="hero-loading" role="status" aria-label="Chargement de l'image">
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
    </>
  );
}

interface ControlsProps {
  slides: HeroSlide[];
  index: number;
  paused: boolean;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
}

/** Arrows ('Image précédente', 'Image suivante'), dots ('Aller à l'image N') and the slide's caption. */
export function HeroSliderControls({ slides, index, paused, goTo, next, previous }: ControlsProps) {
  const slide = slides[index];
  if (!slide) return null;
  return (
    <div className="hero-controls">
      {/* Announced only while the listener drives the slider, never on the automatic advance. */}
      <p className="hero-controls__caption" aria-live={paused ? 'polite' : 'off'} data-testid="hero-caption">
        <strong>{slide.title}</strong>
        {slide.description && <span>{slide.description}</span>}
      </p>
      {slides.length > 1 && (
        <>
          <button type="button" className="hero-controls__arrow hero-controls__arrow--previous" aria-label="Image précédente" onClick={previous}>
            <ChevronLeft size={26} aria-hidden="true" />
          </button>
          <button type="button" className="hero-controls__arrow hero-controls__arrow--next" aria-label="Image suivante" onClick={next}>
            <ChevronRight size={26} aria-hidden="true" />
          </button>
          <div className="hero-controls__dots">
            {slides.map((item, position) => (
              <button
                key={item.key}
                type="button"
                className={`hero-controls__dot ${position === index ? 'is-current' : ''}`}
                aria-label={`Aller à l'image ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
