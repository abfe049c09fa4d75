import { documentTitle, SITE_NAME } from '#src/shared/site/page-titles';
import { lineLeadTime } from '#src/shared/domain/delivery-days';
import {
  isBedsProduct,
  isMadeToOrder,
  productAvailability,
  type AvailabilityFacts,
} from '#src/shared/domain/product-availability';
import { escapeHtml } from '../../lib/escape-html';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The words of a product's (sanitised, staff-written) HTML description. */
export function plainText(html: string): string {
  return (
    html
      // A list item or heading that ends without a stop gets one: "Made to order. Trade
      // warranty: 5 years", not "Made to order Trade warranty: 5 years".
      .replace(/([\p{L}\p{N})])(\s*<\/(?:li|h\d)>)/giu, '$1.$2')
      .replace(/<(br|\/p|\/li|\/h\d|\/div|ul|ol)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
        if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** At most `max` characters, cut at a word with an ellipsis: a search result's snippet. */
export function shorten(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** JSON for a script element: no `<` (nor line separators) that could end or break it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadFields {
  /** The page's own name; none for the home page. */
  title: string | undefined;
  /** Plain text; none keeps the shop's general description. */
  description?: string | undefined;
  /** Absolute address without a query string; none for pages not to be indexed. */
  canonical?: string | undefined;
  /** Structured data (schema.org) for the page. */
  jsonLd?: object | undefined;
  /** A page a search engine should leave out (an unknown product, a private page). */
  noindex?: boolean;
}

/** The `<head>` elements that name a page: title, description, canonical, structured data. */
export function headHtml(fields: HeadFields, defaultDescription: string): string {
  const description = fields.description ?? defaultDescription;
  return [
    `<title>${escapeHtml(documentTitle(fields.title))}</title>`,
    `<meta name="description" content="${escapeHtml(shorten(description))}">`,
    fields.canonical ? `<link rel="canonical" href="${escapeHtml(fields.canonical)}">` : '',
    fields.noindex ? '<meta name="robots" content="noindex">' : '',
    fields.jsonLd ? `<script type="application/ld+json">${scriptJson(fields.jsonLd)}</script>` : '',
  ].join('');
}

export interface ProductFacts extends AvailabilityFacts {
  id: number;
  product_name: string;
  sku: string;
  description: string;
  images: Array<{ image_url: string }>;
  Categories: Array<{ category_name: string }>;
}

/** An address as seen from outside: site-relative ones put under `origin`. */
const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

const days = (minValue: number, maxValue: number) => ({
  '@type': 'QuantitativeValue',
  minValue,
  maxValue,
  unitCode: 'DAY',
});

/** Our crews deliver within a day of loading, in Ireland. */
const TRANSIT_DAYS = days(0, 1);

/**
 * The offer without a price (prices are hidden from visitors, docs/decisions/0003, and a
 * crawler is a visitor): availability — made to order for Beds and products with their own
 * lead time — and the lead time in working days (docs/business-rules.md "Delivery days").
 */
function offerOf(product: ProductFacts, url: string) {
  const availability = productAvailability(product);
  const lead = lineLeadTime({
    product: product.lead_time
      ? { minDays: product.lead_time.min_days, maxDays: product.lead_time.max_days }
      : null,
    fabric: null,
    isBeds: isBedsProduct(product),
  });
  const handling = days(lead.minDays, lead.maxDays);
  return {
    '@type': 'Offer',
    url,
    availability: isMadeToOrder(availability)
      ? 'https://schema.org/MadeToOrder'
      : availability === 'in-stock'
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    deliveryLeadTime: handling,
    shippingDetails: {
      '@type': 'OfferShippingDetails',
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IE' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: handling,
        transitTime: TRANSIT_DAYS,
      },
    },
  };
}

/**
 * schema.org Product for a product page, with an Offer that tells availability and lead
 * time but no price (docs/decisions/0003: a crawler is a visitor).
 */
export function productJsonLd(product: ProductFacts, origin: string, url: string): object {
  const description = plainText(product.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    sku: product.sku,
    ...(description ? { description } : {}),
    image: product.images.map((image) => absolute(origin, image.image_url)),
    brand: { '@type': 'Brand', name: SITE_NAME },
    ...(product.Categories[0] ? { category: product.Categories[0].category_name } : {}),
    url,
    offers: offerOf(product, url),
  };
}
