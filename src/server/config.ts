import { DEFAULT_SHOP_IDENTITY, type ShopIdentity } from '#src/shared/site/shop-identity';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z.string().optional(),
  /** Shared counters (sign-in and reset throttles) across instances; memory without it. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where contact messages and callback requests are mailed. */
  SHOP_INBOX_EMAIL: z.string().email().default(DEFAULT_SHOP_IDENTITY.email),
  /** The shop's legal identity and contact, shown on the contact page and footer. */
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(200).default(DEFAULT_SHOP_IDENTITY.legalName),
  SHOP_COMPANY_NUMBER: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .default(DEFAULT_SHOP_IDENTITY.companyNumber),
  SHOP_REGISTERED_OFFICE: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default(DEFAULT_SHOP_IDENTITY.registeredOffice),
  SHOP_VAT_NUMBER: z.string().trim().min(1).max(20).default(DEFAULT_SHOP_IDENTITY.vatNumber),
  SHOP_PHONE: z.string().trim().min(1).max(40).default(DEFAULT_SHOP_IDENTITY.phone),
  SHOP_ADDRESS: z.string().trim().min(1).max(300).default(DEFAULT_SHOP_IDENTITY.address),
  /** Where buyers pay invoices (docs/business-rules.md "Invoices and payments"). */
  SHOP_IBAN: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,34}$/, 'SHOP_IBAN must be an IBAN')
    .default('IE29 AIBK 9311 5212 3456 78'),
  SHOP_BIC: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'SHOP_BIC must be a BIC of 8 or 11 characters')
    .default('AIBKIE2D'),
  MAIL_FROM: z.string().min(3).default('Trade Beds & Furniture <no-reply@example.com>'),
  /** The outbox's first wait after a failed try, doubled per failure (docs/mail.md). */
  MAIL_RETRY_SECONDS: z.coerce.number().positive().max(86_400).default(30),
  SEED_DEMO: flag,
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when the shop is served over HTTPS (directly or behind a proxy). */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Host names (host or host:port, comma-separated) whose own address the shop's absolute
   * links may use when PUBLIC_URL is not set; any other Host gets http://localhost:PORT.
   */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  TRUST_PROXY: flag,
  /** The in-memory cache of catalogue answers (on unless false: benchmarks compare). */
  RESPONSE_CACHE: flag,
  /** Adds GET /api/bench/hello, the hello-world baseline of `npm run bench`. */
  BENCH_HELLO: flag,
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  shopInboxEmail: string;
  /** Who the shop is (SHOP_LEGAL_NAME … SHOP_ADDRESS, and SHOP_INBOX_EMAIL). */
  shopIdentity: ShopIdentity;
  /** The bank account invoices ask to be paid into (SHOP_IBAN, SHOP_BIC). */
  bankAccount: { iban: string; bic: string };
  mailFrom: string;
  mailRetrySeconds: number;
  seedDemo: boolean;
  seedProducts: number | undefined;
  logLevel: string;
  publicUrl: string | undefined;
  /** Hosts whose own address links may use without PUBLIC_URL (ALLOWED_HOSTS). */
  allowedHosts: string[];
  /** HTTPS in front: Secure cookies, HSTS and upgrade-insecure-requests. */
  https: boolean;
  trustProxy: boolean;
  benchHello: boolean;
  /** Whole catalogue answers kept in memory (docs/decisions/0011-response-cache.md). */
  responseCache: boolean;
  /** Built SPA; absent in API-only tests. */
  webDir: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${details.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    shopInboxEmail: e.SHOP_INBOX_EMAIL,
    shopIdentity: {
      legalName: e.SHOP_LEGAL_NAME,
      companyNumber: e.SHOP_COMPANY_NUMBER,
      registeredOffice: e.SHOP_REGISTERED_OFFICE,
      vatNumber: e.SHOP_VAT_NUMBER,
      email: e.SHOP_INBOX_EMAIL,
      phone: e.SHOP_PHONE,
      address: e.SHOP_ADDRESS,
    },
    bankAccount: { iban: e.SHOP_IBAN, bic: e.SHOP_BIC },
    mailFrom: e.MAIL_FROM,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    seedDemo: e.SEED_DEMO ?? true,
    seedProducts: e.SEED_PRODUCTS,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    allowedHosts: e.ALLOWED_HOSTS,
    https: e.PUBLIC_URL?.startsWith('https://') ?? false,
    trustProxy: e.TRUST_PROXY ?? false,
    benchHello: e.BENCH_HELLO ?? false,
    responseCache: e.RESPONSE_CACHE ?? true,
    webDir: undefined,
  };
}

/** Where mailed links point: PUBLIC_URL, never a request's Host header (no trailing /). */
export const mailedLinkBase = (config: Pick<Config, 'publicUrl' | 'port'>) =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');

/** Folders under DATA_DIR (docs/business-rules.md "Where data lives"). */
export const dataPaths = (dataDir: string) => ({
  pglite: path.join(dataDir, 'pglite'),
  uploads: path.join(dataDir, 'uploads'),
  /** Pictures anyone may see: product images, category tiles, swatches. */
  publicMedia: path.join(dataDir, 'uploads', 'public'),
  /** Contact attachments and quote files: served only to their owner and staff. */
  privateFiles: path.join(dataDir, 'uploads', 'private'),
  outbox: path.join(dataDir, 'outbox'),
});
