import { OPENSTREETMAP_URL } from '../contact-details';

/**
 * An illustrated map of Ashbourne drawn in place: it works offline and needs no
 * third-party script or frame. The full map is one link away.
 */
export function AshbourneMap() {
  return (
    <figure className="overflow-hidden rounded-lg ring-1 ring-linen-300">
      <svg
        viewBox="0 0 400 260"
        role="img"
        aria-labelledby="ashbourne-map-title"
        className="block h-auto w-full bg-[#eef0e4]"
      >
        <title id="ashbourne-map-title">
          Illustrated map of Ashbourne, Co Meath, on the N2 north of Dublin
        </title>
        {/* Fields */}
        <g fill="#dfe6cc">
          <path d="M0 0h120l-20 80H0z" />
          <path d="M290 0h110v110l-90-20z" />
          <path d="M0 180l90-10 20 90H0z" />
          <path d="M300 170l100-20v110H280z" />
        </g>
        {/* Broadmeadow river */}
        <path
          d="M0 120c60-10 90 20 150 10s90-40 140-30 70 30 110 25"
          fill="none"
          stroke="#9cc3d8"
          strokeWidth="7"
          strokeLinecap="round"
        />
        {/* Town */}
        <path
          d="M150 80c30-20 80-15 100 5s25 60 5 85-75 30-100 10-35-80-5-100z"
          fill="#e8dcc8"
          stroke="#d3c2a6"
        />
        {/* Local roads */}
        <g fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round">
          <path d="M40 40l120 70" />
          <path d="M200 130L60 215" />
          <path d="M210 120l170 -60" />
          <path d="M205 125l150 110" />
        </g>
        {/* N2 */}
        <path
          d="M220 0c-15 60-5 100-15 130s-30 80-25 130"
          fill="none"
          stroke="#e0a526"
          strokeWidth="9"
          strokeLinecap="round"
        />
        <g fontFamily="system-ui, sans-serif" fontSize="12" fill="#4a3f34">
          <text x="228" y="22">
            N2 to Slane
          </text>
          <text x="110" y="250">
            N2 to Dublin (20 km)
          </text>
          <text x="18" y="34">
            R125 to Ratoath
          </text>
          <text x="300" y="52">
            R135
          </text>
          <text x="20" y="112" fill="#3b6f8c">
            Broadmeadow River
          </text>
        </g>
        {/* Marker */}
        <g transform="translate(205 118)">
          <path
            d="M0 0c-12-16-18-24-18-32a18 18 0 0136 0c0 8-6 16-18 32z"
            fill="#744a2c"
            stroke="#fff"
            strokeWidth="2"
          />
          <circle cx="0" cy="-32" r="6" fill="#fff" />
        </g>
        <g fontFamily="system-ui, sans-serif" fontWeight="700">
          <rect x="228" y="92" width="92" height="24" rx="4" fill="#ffffff" opacity="0.92" />
          <text x="236" y="109" fontSize="15" fill="#1c1814">
            Ashbourne
          </text>
        </g>
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 bg-white px-4 py-3 text-sm">
        <span>Ashbourne, Co Meath</span>
        <a
          href={OPENSTREETMAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-walnut-700 underline hover:text-walnut-800"
        >
          Open in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
