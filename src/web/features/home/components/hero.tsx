import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  HERO_CONTENT_CLASS,
  HERO_IMAGE_CLASS,
  HERO_SECTION_CLASS,
  HERO_SHADE_CLASS,
  HERO_TITLE,
  HERO_TITLE_CLASS,
} from '#src/shared/site/first-paint';
import { HERO_POSTER, HERO_VIDEO } from '#src/shared/site/media';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useTypewriter } from '../hooks/use-typewriter';

export const TRADE_BENEFITS = [
  'See Trade Prices',
  'Place Orders',
  'Track Orders',
  'Track Deliveries',
  'Get Special Offers',
] as const;

export interface HeroProps {
  /** docs/screens.md "Home": once the products have loaded the whole list is shown. */
  productsLoaded?: boolean;
  /** The looping, muted hero video (the poster stands in while it loads). */
  videoSrc?: string;
}

/** docs/screens.md "Home": the visitors' hero with its typed list of trade benefits. */
export function Hero({ productsLoaded = false, videoSrc = HERO_VIDEO }: HeroProps) {
  const reducedMotion = useReducedMotion();
  const { typed, current } = useTypewriter(TRADE_BENEFITS, {
    skip: productsLoaded || reducedMotion,
  });
  const video = useRef<HTMLVideoElement>(null);
  // What the video does, not what was asked of it: autoplay may be refused (a phone
  // saving power), and then the button offers Play.
  const [paused, setPaused] = useState(true);
  // WCAG 2.2.2: a video that moves for more than 5 seconds can be paused.
  const togglePaused = () => {
    if (!video.current) return;
    if (video.current.paused) void video.current.play().catch(() => {});
    else video.current.pause();
  };

  return (
    <section aria-labelledby="hero-title" className={HERO_SECTION_CLASS}>
      {/* The poster is a real image, fetched first (it is the page's largest paint); the
          video covers it once it plays. */}
      <img
        src={HERO_POSTER}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className={HERO_IMAGE_CLASS}
      />
      {videoSrc && !reducedMotion && (
        <video
          ref={video}
          onPlay={() => setPaused(false)}
          onPause={() => setPaused(true)}
          className="absolute inset-0 -z-10 h-full w-full object-cover"
          src={videoSrc}
          poster={HERO_POSTER}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
        />
      )}
      <div aria-hidden="true" className={HERO_SHADE_CLASS} />
      {videoSrc && !reducedMotion && (
        <button
          type="button"
          onClick={togglePaused}
          className="absolute right-4 bottom-4 grid size-11 place-items-center rounded-full bg-linen-950/60 text-white ring-1 ring-white/60 hover:bg-linen-950/80 sm:right-6 sm:bottom-6"
        >
          <span className="sr-only">
            {paused ? 'Play background video' : 'Pause background video'}
          </span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
          </svg>
        </button>
      )}
      <div className={HERO_CONTENT_CLASS}>
        <h1 id="hero-title" className={HERO_TITLE_CLASS}>
          {HERO_TITLE}
        </h1>
        <p className="mt-4 max-w-prose text-lg text-linen-100">Open a trade account to:</p>
        {/* Screen readers get the whole list once; the typing is for the eyes only. */}
        <ul className="sr-only">
          {TRADE_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <ul
          aria-hidden="true"
          data-testid="hero-benefits"
          className="mt-4 grid min-h-[11.5rem] gap-1 font-display text-2xl sm:min-h-[14rem] sm:text-3xl"
        >
          {typed.map((text, index) => (
            <li key={TRADE_BENEFITS[index]}>
              <span className="text-walnut-300">✓ </span>
              {text}
              {index === current && (
                <span className="ml-0.5 inline-block w-2 animate-pulse bg-white">&nbsp;</span>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link
            to="/signup"
            className="rounded-md bg-white px-6 py-3 font-semibold text-walnut-800 hover:bg-linen-100"
          >
            Apply for Trade Account
          </Link>
          <Link
            to="/signin"
            className="rounded-md border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            Trade Sign In
          </Link>
        </div>
      </div>
    </section>
  );
}
