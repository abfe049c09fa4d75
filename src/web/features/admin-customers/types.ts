// Type-only: the shapes the console reads, from the schemas the server answers with.
export type {
  CreditLimitChange,
  CustomerDetail,
  CustomerList,
  CustomerListItem,
  CustomerStatus,
  OpenOrder,
} from '#src/shared/schemas/admin-customers';
import type { PublicUser } from '#src/shared/schemas/accounts';
import type { CustomerStatus } from '#src/shared/schemas/admin-customers';

/** GET /api/admin/applications: the applicant's sign-up fields and where it stands. */
export type Application = PublicUser & {
  /** What the application gave for the company ('' and null: none). */
  registered_name: string;
  vat_number: string | null;
  status: CustomerStatus;
  status_reason: string | null;
  created_at: string;
};

export type { AuditEntry } from '../../components/admin/audit-history';

export interface DoneResponse {
  success: true;
  message: string;
}
