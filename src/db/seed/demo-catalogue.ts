/**
 * The demo catalogue of docs/runtime-contract.md "Demo data": seven categories, 44 products, bed
 * sizes with storage multipliers, fabrics with colour swatches. Pure data; the seeder turns it into
 * rows and the artwork step into pictures.
 */
import type { ArtworkKind } from './artwork';

export interface SizeDef {
  size: string;
  length: number | null;
  width: number | null;
  height: number | null;
  multiplier: number;
}

export const SIZES: SizeDef[] = [
  { size: '3ft Single', length: 190, width: 90, height: 35, multiplier: 1 },
  { size: '4ft Small Double', length: 190, width: 120, height: 35, multiplier: 1.1 },
  { size: '4ft6 Double', length: 190, width: 135, height: 35, multiplier: 1.2 },
  { size: '5ft King', length: 200, width: 150, height: 35, multiplier: 1.35 },
  { size: '6ft Super King', length: 200, width: 180, height: 35, multiplier: 1.5 },
  { size: '2 Seater', length: 96, width: 168, height: 88, multiplier: 1 },
  { size: '3 Seater', length: 96, width: 214, height: 88, multiplier: 1 },
  { size: 'Standard', length: null, width: null, height: null, multiplier: 1 },
];

export type Texture = 'plain' | 'weave' | 'velvet' | 'boucle' | 'linen';

export interface FabricDef {
  name: string;
  texture: Texture;
  /** Added to the variation price of every colour of this fabric. */
  premium: number;
  colours: Array<{ name: string; hex: string; premium?: number }>;
}

export const FABRICS: FabricDef[] = [
  {
    name: 'Plush Velvet',
    texture: 'velvet',
    premium: 40,
    colours: [
      { name: 'Silver', hex: '#a7abb0' },
      { name: 'Charcoal', hex: '#45484d' },
      { name: 'Midnight Navy', hex: '#26344f' },
      { name: 'Emerald', hex: '#1f5e4a', premium: 15 },
    ],
  },
  {
    name: 'Linen Weave',
    texture: 'linen',
    premium: 0,
    colours: [
      { name: 'Natural', hex: '#cbbda3' },
      { name: 'Stone', hex: '#9c968b' },
      { name: 'Slate', hex: '#5d6670' },
    ],
  },
  {
    name: 'Bouclé',
    texture: 'boucle',
    premium: 60,
    colours: [
      { name: 'Cream', hex: '#e9e2d3' },
      { name: 'Oatmeal', hex: '#cdbfa6' },
    ],
  },
  {
    name: 'Chenille',
    texture: 'weave',
    premium: 25,
    colours: [
      { name: 'Mink', hex: '#8a7767' },
      { name: 'Steel', hex: '#6f7c86' },
      { name: 'Teal', hex: '#2f6f73' },
    ],
  },
  {
    name: 'Faux Leather',
    texture: 'plain',
    premium: 30,
    colours: [
      { name: 'Black', hex: '#222222' },
      { name: 'Tan', hex: '#9b6a43' },
    ],
  },
];

export interface CategoryDef {
  name: string;
  art: ArtworkKind;
}

export const CATEGORIES: CategoryDef[] = [
  { name: 'Beds', art: 'bed' },
  { name: 'Mattresses', art: 'mattress' },
  { name: 'Headboards', art: 'headboard' },
  { name: 'Sofas', art: 'sofa' },
  { name: 'Footstools', art: 'footstool' },
  { name: 'Clearance', art: 'clearance' },
  { name: 'Kids Beds', art: 'kids-bed' },
];

/** Storage surcharges for Beds (docs/business-rules.md "Prices"), scaled by the size multiplier. */
export const BED_STORAGE_PRICES = { ottomanBase: 150, cloudBase: 95 };

export interface ProductDef {
  name: string;
  sku: string;
  category: string;
  price: number;
  stock: number;
  status?: 'available' | 'unavailable';
  sizes: string[];
  fabrics: string[];
  images: number;
  blurb: string;
}

const BED_SIZES = ['3ft Single', '4ft Small Double', '4ft6 Double', '5ft King', '6ft Super King'];
const DOUBLE_UP = BED_SIZES.slice(2);
const SOFA_SIZES = ['2 Seater', '3 Seater'];

const p = (
  name: string,
  sku: string,
  category: string,
  price: number,
  stock: number,
  sizes: string[],
  fabrics: string[],
  blurb: string,
  images = 2,
  status: ProductDef['status'] = 'available',
): ProductDef => ({ name, sku, category, price, stock, sizes, fabrics, blurb, images, status });

export const PRODUCTS: ProductDef[] = [
  p(
    'Ashbourne Divan Bed',
    'BED-ASH-001',
    'Beds',
    389,
    -1,
    BED_SIZES,
    ['Linen Weave', 'Chenille'],
    'A sturdy divan base with a deep-sprung top, built in Co Meath for daily hotel use.',
    5,
  ),
  p(
    'Kilkenny Ottoman Bed',
    'BED-KIL-002',
    'Beds',
    549,
    -1,
    DOUBLE_UP,
    ['Plush Velvet', 'Linen Weave'],
    'A gas-lift ottoman frame that opens the whole base for storage.',
  ),
  p(
    'Wicklow Upholstered Bed',
    'BED-WIC-003',
    'Beds',
    479,
    12,
    BED_SIZES,
    ['Plush Velvet', 'Bouclé'],
    'Soft upholstered frame with a tall panelled headboard.',
    3,
  ),
  p(
    'Boyne Sleigh Bed',
    'BED-BOY-004',
    'Beds',
    629,
    6,
    DOUBLE_UP,
    ['Plush Velvet', 'Faux Leather'],
    'A curved sleigh profile that suits boutique hotel rooms.',
  ),
  p(
    'Tara Wingback Bed',
    'BED-TAR-005',
    'Beds',
    699,
    -1,
    DOUBLE_UP,
    ['Plush Velvet', 'Chenille'],
    'Wingback headboard with buttoned detail and a low footboard.',
  ),
  p(
    'Shannon Panel Bed',
    'BED-SHA-006',
    'Beds',
    429,
    20,
    BED_SIZES,
    ['Linen Weave', 'Chenille'],
    'Clean vertical panels and a slim base: a contract favourite.',
  ),
  p(
    'Liffey Storage Bed',
    'BED-LIF-007',
    'Beds',
    519,
    0,
    BED_SIZES,
    ['Linen Weave', 'Faux Leather'],
    'Four drawers on castors, ideal for compact rooms.',
  ),
  p(
    'Slane Chesterfield Bed',
    'BED-SLA-008',
    'Beds',
    759,
    4,
    DOUBLE_UP,
    ['Plush Velvet', 'Faux Leather'],
    'Deep chesterfield buttoning across a full-width headboard.',
    4,
  ),
  p(
    'Navan Low Bed',
    'BED-NAV-009',
    'Beds',
    359,
    -1,
    BED_SIZES,
    ['Linen Weave', 'Bouclé'],
    'A low-profile platform with a floating base.',
  ),
  p(
    'Malahide Cloud Bed',
    'BED-MAL-010',
    'Beds',
    589,
    9,
    DOUBLE_UP,
    ['Bouclé', 'Chenille'],
    'Rounded, cushioned edges in a soft cloud silhouette.',
  ),
  p(
    'Comfort Pocket 1000',
    'MAT-CPK-011',
    'Mattresses',
    249,
    -1,
    BED_SIZES,
    [],
    '1000 individually pocketed springs with a medium feel.',
  ),
  p(
    'Ortho Firm',
    'MAT-ORF-012',
    'Mattresses',
    219,
    35,
    BED_SIZES,
    [],
    'A firm orthopaedic mattress with a reinforced edge.',
  ),
  p(
    'Memory Foam Hybrid',
    'MAT-MFH-013',
    'Mattresses',
    329,
    18,
    BED_SIZES,
    [],
    'Springs under a layer of cool memory foam.',
  ),
  p(
    'Hotel Contract Mattress',
    'MAT-HCM-014',
    'Mattresses',
    279,
    -1,
    BED_SIZES,
    [],
    'Fire-retardant to BS 7177 Crib 5 for hotel contracts.',
  ),
  p(
    'Hostel Heavy-Duty Foam',
    'MAT-HHD-015',
    'Mattresses',
    119,
    120,
    ['3ft Single', '4ft Small Double'],
    [],
    'Wipe-clean, waterproof cover and high-density foam for hostels.',
  ),
  p(
    'Pillow Top 2000',
    'MAT-PT2-016',
    'Mattresses',
    399,
    0,
    DOUBLE_UP,
    [],
    '2000 pocket springs under a hand-tufted pillow top.',
  ),
  p(
    'Natural Latex',
    'MAT-NLX-017',
    'Mattresses',
    459,
    7,
    DOUBLE_UP,
    [],
    'Natural latex with a wool and cotton cover.',
  ),
  p(
    'Buttoned Cube Headboard',
    'HB-BCU-018',
    'Headboards',
    129,
    -1,
    BED_SIZES,
    ['Plush Velvet', 'Linen Weave'],
    'Square buttoning on a strutted headboard.',
  ),
  p(
    'Winged Chesterfield Headboard',
    'HB-WCH-019',
    'Headboards',
    189,
    14,
    DOUBLE_UP,
    ['Plush Velvet', 'Faux Leather'],
    'Wings and deep buttons for a grand look.',
  ),
  p(
    'Panelled Strutted Headboard',
    'HB-PST-020',
    'Headboards',
    139,
    25,
    BED_SIZES,
    ['Linen Weave', 'Chenille'],
    'Vertical panels on struts that fit any divan.',
  ),
  p(
    'Arched Velvet Headboard',
    'HB-AVE-021',
    'Headboards',
    159,
    0,
    DOUBLE_UP,
    ['Plush Velvet', 'Bouclé'],
    'A soft arch in plush velvet.',
  ),
  p(
    'Floor-standing Hotel Headboard',
    'HB-FSH-022',
    'Headboards',
    219,
    -1,
    DOUBLE_UP,
    ['Linen Weave', 'Faux Leather'],
    'Floor-standing and wall-fixed, made for contract rooms.',
  ),
  p(
    'Slim Line Headboard',
    'HB-SLL-023',
    'Headboards',
    99,
    40,
    BED_SIZES,
    ['Linen Weave', 'Chenille'],
    'A slim, simple headboard for compact rooms.',
  ),
  p(
    'Dunboyne Sofa',
    'SOF-DUN-024',
    'Sofas',
    899,
    5,
    SOFA_SIZES,
    ['Linen Weave', 'Chenille'],
    'Deep seats and feather-wrapped cushions.',
    3,
  ),
  p(
    'Ratoath Sofa',
    'SOF-RAT-025',
    'Sofas',
    749,
    -1,
    SOFA_SIZES,
    ['Plush Velvet', 'Bouclé'],
    'Compact arms and a tight back for lounges.',
  ),
  p(
    'Meath Corner Sofa',
    'SOF-MEA-026',
    'Sofas',
    1249,
    2,
    ['3 Seater'],
    ['Chenille', 'Linen Weave'],
    'An L-shaped corner sofa for hotel lobbies.',
  ),
  p(
    'Chesterfield Sofa',
    'SOF-CHE-027',
    'Sofas',
    1099,
    3,
    SOFA_SIZES,
    ['Faux Leather', 'Plush Velvet'],
    'Traditional rolled arms and deep buttoning.',
  ),
  p(
    'Hotel Lobby Sofa',
    'SOF-HLS-028',
    'Sofas',
    979,
    -1,
    ['3 Seater'],
    ['Linen Weave', 'Faux Leather'],
    'Contract-grade frame, crib 5 fabrics.',
  ),
  p(
    'Trim Sofa Bed',
    'SOF-TRI-029',
    'Sofas',
    849,
    0,
    SOFA_SIZES,
    ['Chenille', 'Linen Weave'],
    'Pull-out sofa bed with a sprung mattress.',
  ),
  p(
    'Bettystown Loveseat',
    'SOF-BET-030',
    'Sofas',
    629,
    8,
    ['2 Seater'],
    ['Bouclé', 'Plush Velvet'],
    'A curved two-seater loveseat.',
  ),
  p(
    'Button Footstool',
    'FS-BUT-031',
    'Footstools',
    89,
    -1,
    ['Standard'],
    ['Plush Velvet', 'Chenille'],
    'A buttoned top on turned wooden legs.',
  ),
  p(
    'Storage Ottoman Footstool',
    'FS-STO-032',
    'Footstools',
    119,
    22,
    ['Standard'],
    ['Linen Weave', 'Faux Leather'],
    'Lift-off lid with storage inside.',
  ),
  p(
    'Round Pouffe',
    'FS-RPO-033',
    'Footstools',
    69,
    0,
    ['Standard'],
    ['Bouclé', 'Plush Velvet'],
    'A round pouffe, light enough to move about.',
  ),
  p(
    'Bench Footstool',
    'FS-BEN-034',
    'Footstools',
    149,
    10,
    ['Standard'],
    ['Plush Velvet', 'Linen Weave'],
    'End-of-bed bench in hotel-room proportions.',
  ),
  p(
    'Cube Footstool',
    'FS-CUB-035',
    'Footstools',
    79,
    -1,
    ['Standard'],
    ['Chenille', 'Faux Leather'],
    'A neat upholstered cube.',
  ),
  p(
    'Ex-display Divan Set',
    'CLR-EXD-036',
    'Clearance',
    249,
    3,
    ['4ft6 Double'],
    ['Linen Weave', 'Chenille'],
    'Showroom divan and headboard, one of a kind.',
  ),
  p(
    'End-of-line Headboard',
    'CLR-EOL-037',
    'Clearance',
    59,
    6,
    ['5ft King'],
    ['Plush Velvet', 'Linen Weave'],
    'Discontinued colour, full warranty.',
  ),
  p(
    'Seconds Mattress',
    'CLR-SEC-038',
    'Clearance',
    99,
    0,
    ['4ft6 Double'],
    [],
    'Cosmetic marks on the cover only.',
  ),
  p(
    'Sample Armchair',
    'CLR-SAR-039',
    'Clearance',
    189,
    1,
    ['Standard'],
    ['Bouclé', 'Chenille'],
    'A trade-show sample armchair.',
    2,
    'unavailable',
  ),
  p(
    'Twin Bunk Bed',
    'KID-TBB-040',
    'Kids Beds',
    399,
    15,
    ['3ft Single'],
    ['Linen Weave', 'Chenille'],
    'Splits into two single beds; guard rails included.',
  ),
  p(
    'Cabin Bed',
    'KID-CAB-041',
    'Kids Beds',
    329,
    -1,
    ['3ft Single'],
    ['Linen Weave', 'Plush Velvet'],
    'Mid-height cabin bed with a pull-out desk.',
  ),
  p(
    'Mid Sleeper',
    'KID-MID-042',
    'Kids Beds',
    279,
    0,
    ['3ft Single'],
    ['Chenille', 'Linen Weave'],
    'Raised sleeper with space beneath for storage.',
  ),
  p(
    'Trundle Guest Bed',
    'KID-TRU-043',
    'Kids Beds',
    349,
    11,
    ['3ft Single'],
    ['Linen Weave', 'Bouclé'],
    'A second bed rolls out from underneath.',
  ),
  p(
    'Day Bed',
    'KID-DAY-044',
    'Kids Beds',
    299,
    4,
    ['3ft Single'],
    ['Plush Velvet', 'Chenille'],
    'A sofa by day, a single bed by night.',
  ),
];

/** Staff-style HTML description built from the product's blurb. */
export function descriptionHtml(product: ProductDef): string {
  return (
    `<p>${product.blurb}</p>` +
    '<ul><li>Made to order in Ireland</li><li>Trade warranty: 5 years</li>' +
    '<li>Delivered and assembled by our own crews</li></ul>'
  );
}

export const NEWS_HTML =
  '<h2>New: the Kilkenny gas-lift ottoman</h2>' +
  '<p>Our most-requested frame is back in production, now with <strong>patented folding hinges</strong> ' +
  'and a <em>100% recyclable</em> base. Trade orders placed this month ship within 3 weeks.</p>' +
  '<ul><li>Very easy to assemble</li><li>Super strong unique folding hinges</li></ul>';

export const DELIVERY_STATUSES = [
  'Order Placed',
  'In Production',
  'Scheduled',
  'Out for Delivery',
  'Order Delivered',
];
