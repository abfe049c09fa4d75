import { HERO_POSTER } from '#src/shared/site/media';

// docs/screens.md "Home": shown in the news block while no news has loaded.
const BULLETS = [
  'Very easy to assemble',
  'Patented and exclusive design',
  'Super strong unique folding hinges',
  '100% recyclable and eco-friendly',
  'Assembly instructions and 3D video animation',
];

export function OttomanPromo() {
  return (
    <div className="grid items-center gap-6 md:grid-cols-2">
      <img
        src={HERO_POSTER}
        alt="A gas-lift ottoman bed frame in a bedroom"
        width={1600}
        height={900}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full rounded-lg bg-linen-200 object-cover"
      />
      <div>
        <h3 className="text-2xl">Gas-lift ottoman frame</h3>
        <ul className="mt-4 grid gap-2">
          {BULLETS.map((bullet) => (
            <li key={bullet} className="flex gap-2">
              <span aria-hidden="true" className="text-walnut-600">
                ✓
              </span>
              {bullet}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
